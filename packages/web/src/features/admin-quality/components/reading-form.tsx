import {
  EDITABLE_MEASURES,
  type EditableMeasure,
  type StoredReadingItem,
  type Unit,
} from '@meteodeck/contract';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { measureName, unitLabel } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import type { ReadingInputs } from './use-readings-editor.ts';

/** The form that edits one reading: every editable measure, in the station's units, empty when missing. */
export function ReadingForm({
  editing,
  units,
  shown,
  onSave,
  onCancel,
}: {
  editing: StoredReadingItem;
  units: Unit | undefined;
  shown: (measure: EditableMeasure, value: number | null) => string;
  onSave: (inputs: ReadingInputs) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const inputs = Object.fromEntries(
          EDITABLE_MEASURES.map((measure) => [measure, String(data.get(measure) ?? '')]),
        ) as ReadingInputs;
        void onSave(inputs);
      }}
      className="border rounded p-3 my-3"
      aria-label={t('readings.editTitle')}
    >
      <h2 className="h5">
        {t('readings.editTitle')} : {new Date(editing.receivedAt).toLocaleString('fr-FR')}
      </h2>
      <Row className="g-2">
        {EDITABLE_MEASURES.map((measure) => (
          <Col xs={6} md={4} lg={3} key={measure}>
            <Form.Group controlId={`reading-${measure}`}>
              <Form.Label className="small mb-0">
                {measureName(measure)} {unitLabel(measure, units) && `(${unitLabel(measure, units)})`}
              </Form.Label>
              <Form.Control
                name={measure}
                size="sm"
                inputMode="decimal"
                defaultValue={editing.values[measure] === null ? '' : shown(measure, editing.values[measure])}
              />
            </Form.Group>
          </Col>
        ))}
      </Row>
      <div className="mt-3">
        <Button type="submit" size="sm" className="me-2">
          {t('readings.save')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          {t('readings.cancel')}
        </Button>
      </div>
    </Form>
  );
}
