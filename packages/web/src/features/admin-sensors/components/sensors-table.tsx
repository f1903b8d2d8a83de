import type { AdminSensor, Unit } from '@meteodeck/contract';

import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatNumber } from '../../../lib/format/number-format.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { type SensorDraft, type SensorDrafts, sensorKindLabel } from '../sensor-drafts.ts';
import { sensorValueText } from '../sensor-value.ts';

/** The station's sensors, one row each, with the owner's settings editable in place. */
export function SensorsTable({
  sensors,
  drafts,
  units,
  onChange,
}: {
  sensors: readonly AdminSensor[];
  units: Unit | undefined;
  drafts: SensorDrafts;
  onChange: (key: string, draft: SensorDraft) => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Table responsive size="sm" className="align-middle">
      <thead>
        <tr>
          <th scope="col">{t('sensors.columns.sensor')}</th>
          <th scope="col">{t('sensors.columns.name')}</th>
          <th scope="col">{t('sensors.columns.lastValue')}</th>
          <th scope="col">{t('sensors.columns.battery')}</th>
          <th scope="col">{t('sensors.columns.visibility')}</th>
          <th scope="col">{t('sensors.columns.homeTile')}</th>
          <th scope="col">{t('sensors.columns.position')}</th>
        </tr>
      </thead>
      <tbody>
        {sensors.map((sensor) => {
          const draft = drafts[sensor.key];
          if (draft === undefined) return null;
          const label = sensorKindLabel(sensor);
          const set = (change: Partial<SensorDraft>) => onChange(sensor.key, { ...draft, ...change });
          return (
            <tr key={sensor.key}>
              <th scope="row">
                {label}{' '}
                {sensor.isNew ? (
                  <Badge bg="info" text="dark">
                    {t('sensors.new')}
                  </Badge>
                ) : null}
                <span className="d-block small text-body-secondary font-monospace">{sensor.key}</span>
              </th>
              <td>
                <Form.Control
                  size="sm"
                  aria-label={t('sensors.nameOf', { sensor: label })}
                  value={draft.name}
                  maxLength={100}
                  onChange={(e) => set({ name: e.target.value })}
                />
              </td>
              <td>{sensorValueText(sensor, units)}</td>
              <td>{sensor.battery === null ? '-' : formatNumber(sensor.battery, 2)}</td>
              <td>
                <Form.Select
                  size="sm"
                  aria-label={t('sensors.visibilityOf', { sensor: label })}
                  value={draft.visibility}
                  onChange={(e) => set({ visibility: e.target.value === 'admin' ? 'admin' : 'public' })}
                >
                  <option value="public">{t('sensors.visibility.public')}</option>
                  <option value="admin">{t('sensors.visibility.admin')}</option>
                </Form.Select>
              </td>
              <td>
                <Form.Check
                  aria-label={t('sensors.homeTileOf', { sensor: label })}
                  checked={draft.homeTile}
                  onChange={(e) => set({ homeTile: e.target.checked })}
                />
              </td>
              <td>
                <Form.Control
                  size="sm"
                  type="number"
                  min={0}
                  style={{ width: '6rem' }}
                  aria-label={t('sensors.positionOf', { sensor: label })}
                  value={draft.position}
                  onChange={(e) => set({ position: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
