import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { ImportedExtremesSection } from './imported-extremes-section.tsx';
import { ReadingForm } from './reading-form.tsx';
import { ReadingsChart } from './readings-chart.tsx';
import { ReadingsTable } from './readings-table.tsx';
import { StationSelect } from './station-select.tsx';
import { useReadingsEditor } from './use-readings-editor.ts';

/**
 * /admin/readings (admins only): a station's readings of one local day as a chart and a table; a value
 * changed here (in the station's units) or a reading deleted changes the day's summaries, totals and
 * records at once.
 */
export function ReadingsEditorPage() {
  const { t } = useAdminTranslation();
  const editor = useReadingsEditor();
  const { day, editing, error, readings, units } = editor;
  return (
    <>
      <PageHeading title={t('routes.adminReadings')}>
        <p className="text-body-secondary mb-0">{t('readings.intro')}</p>
      </PageHeading>
      <Row className="g-3 mb-3">
        <Col sm={6}>
          <StationSelect
            id="readings-station"
            value={editor.reference}
            stations={editor.stations}
            onChange={editor.setReference}
          />
        </Col>
        <Col sm={6}>
          <Form.Group controlId="readings-day">
            <Form.Label>{t('readings.day')}</Form.Label>
            <Form.Control
              type="date"
              value={day}
              onChange={(e) => e.target.value !== '' && editor.setDay(e.target.value)}
            />
          </Form.Group>
        </Col>
      </Row>
      {error === null ? null : (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <ReadingsChart readings={readings} units={units} day={day} />
      <ImportedExtremesSection extremes={editor.importedExtremes} units={units} timeZone={editor.timeZone} />
      {editing === null ? null : (
        <ReadingForm
          editing={editing}
          units={units}
          shown={editor.shown}
          onSave={editor.save}
          onCancel={editor.cancel}
        />
      )}
      <ReadingsTable
        readings={readings}
        units={units}
        timeZone={editor.timeZone}
        day={day}
        admin={editor.admin}
        shown={editor.shown}
        onEdit={editor.edit}
        onRemove={editor.remove}
      />
      {readings.length === 0 && !editor.loading ? <p>{t('readings.empty')}</p> : null}
    </>
  );
}
