import type { ImportedExtremeItem, ReadingMeasure, Unit } from '@meteodeck/contract';
import { READING_MEASURES } from '@meteodeck/contract';
import Table from 'react-bootstrap/Table';
import { formatInStationUnit, measureName, unitLabel } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';

/** A summary measure (`wind_gust`) under its reading name (`windGust`), when it has one. */
function readingMeasureOf(measure: string): ReadingMeasure | null {
  const camel = measure.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return (READING_MEASURES as readonly string[]).includes(camel) ? (camel as ReadingMeasure) : null;
}

/**
 * The day's extremes in force from an import's own daily summaries (WeeWX, CumulusMX): measure, side, value
 * in the station's units, local time and source; nothing when the day has none.
 */
export function ImportedExtremesSection({
  extremes,
  units,
  timeZone,
}: {
  extremes: readonly ImportedExtremeItem[];
  units: Unit | undefined;
  timeZone: string;
}) {
  const { t } = useAdminTranslation();
  if (extremes.length === 0) return null;
  return (
    <section aria-labelledby="imported-extremes-title" className="mt-3">
      <h2 id="imported-extremes-title" className="h5">
        {t('readings.imported.title')}
      </h2>
      <p className="text-body-secondary small">{t('readings.imported.explain')}</p>
      <Table size="sm" className="w-auto">
        <tbody>
          {extremes.map((e) => {
            const measure = readingMeasureOf(e.measure);
            const unit = measure === null ? '' : unitLabel(measure, units);
            const value = measure === null ? String(e.value) : formatInStationUnit(measure, e.value, units);
            return (
              <tr key={`${e.measure}-${e.side}`}>
                <td>{measure === null ? e.measure : measureName(measure)}</td>
                <td>{t(`readings.imported.${e.side}`)}</td>
                <td className="text-end">{unit === '' ? value : `${value} ${unit}`}</td>
                <td>{new Date(e.at).toLocaleTimeString('fr-FR', { timeZone })}</td>
                <td>{t(`readings.imported.source.${e.source}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
