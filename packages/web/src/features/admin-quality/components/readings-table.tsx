import type { EditableMeasure, StoredReadingItem, Unit } from '@meteodeck/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { measureName, unitLabel } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';

/** The columns of the table: the measures a station most often sends (the form edits every one). */
const TABLE_MEASURES: readonly EditableMeasure[] = [
  'temperature',
  'humidity',
  'dewPoint',
  'relativePressure',
  'windSpeed',
  'windGust',
  'rain',
  'rainRate',
];

/**
 * The day's readings, one row each, their values in the station's units with a badge on every flagged one;
 * for an admin, each row's edit and delete buttons.
 */
export function ReadingsTable({
  readings,
  units,
  timeZone,
  day,
  admin,
  shown,
  onEdit,
  onRemove,
}: {
  readings: readonly StoredReadingItem[];
  units: Unit | undefined;
  timeZone: string;
  day: string;
  admin: boolean;
  shown: (measure: EditableMeasure, value: number | null) => string;
  onEdit: (item: StoredReadingItem) => void;
  onRemove: (item: StoredReadingItem) => Promise<void>;
}) {
  const { t } = useAdminTranslation();
  return (
    <ScrollArea className="mt-3">
      <Table striped size="sm" className="align-middle">
        <caption>{t('readings.caption', { count: readings.length, day })}</caption>
        <thead>
          <tr>
            <th>{t('quality.at')}</th>
            {TABLE_MEASURES.map((measure) => (
              <th key={measure} className="text-end">
                {measureName(measure)}
                {unitLabel(measure, units) === '' ? '' : ` (${unitLabel(measure, units)})`}
              </th>
            ))}
            {admin ? (
              <th>
                <span className="visually-hidden">{t('quality.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {readings.map((item) => (
            <tr key={item.receivedAt}>
              <td className="text-nowrap">
                {new Date(item.receivedAt).toLocaleTimeString('fr-FR', { timeZone })}
              </td>
              {TABLE_MEASURES.map((measure) => {
                const flag = item.flags[measure];
                return (
                  <td key={measure} className="text-end text-nowrap">
                    {shown(measure, item.values[measure])}
                    {flag === undefined ? null : (
                      <Badge
                        bg={flag.status === 'corrected' || flag.status === 'accepted' ? 'info' : 'warning'}
                        text="dark"
                        className="ms-1"
                        title={
                          flag.value === null
                            ? undefined
                            : `${t('readings.received')} ${shown(measure, flag.value)}`
                        }
                      >
                        {t(`readings.status.${flag.status}`)}
                      </Badge>
                    )}
                  </td>
                );
              })}
              {admin ? (
                <td className="text-nowrap">
                  <Button size="sm" variant="outline-primary" className="me-1" onClick={() => onEdit(item)}>
                    {t('list.edit')}
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => void onRemove(item)}>
                    {t('list.delete')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}
