import type { AdminSensor } from '@meteodeck/contract';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatNumber } from '../../../lib/format/number-format.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { type SensorDraft, type SensorDrafts, sensorKindLabel } from '../sensor-drafts.ts';

/** Units shown after a value; the catalogue's unitless ones (`count`, `flag`, `level`…) are not. */
const SHOWN_UNITS = new Set(['°C', '%', 'µg/m³', 'ppm', 'mm', 'mm/h', 'cm', 'km', 'V', 'W/m²', 'hPa', 'm/s']);

/** A sensor's last value with its unit, '-' without one. */
function lastValueText(sensor: AdminSensor): string {
  if (sensor.lastValue === null) return '-';
  const number = formatNumber(sensor.lastValue, Number.isInteger(sensor.lastValue) ? 0 : 1);
  return SHOWN_UNITS.has(sensor.unit) ? `${number} ${sensor.unit}` : number;
}

/** The station's sensors, one row each, with the owner's settings editable in place. */
export function SensorsTable({
  sensors,
  drafts,
  onChange,
}: {
  sensors: readonly AdminSensor[];
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
              <td>{lastValueText(sensor)}</td>
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
