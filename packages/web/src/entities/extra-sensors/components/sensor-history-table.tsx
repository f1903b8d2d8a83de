import { SENSOR_SUMMARY_MAX_DAYS, type SensorSummary } from '@meteodeck/contract';
import { daysBetween } from '@meteodeck/weather';
import type { ReactNode } from 'react';
import { useSensorSummaries } from '../api/get-sensor-summaries.ts';
import { groupSensors, type ShownUnits, sensorFold } from '../sensor-format.ts';
import { useSensorTexts } from './sensor-texts.ts';

/** True when the local days `from`…`to` fit one summaries call. */
function fitsOneCall(from: string | null, to: string | null): boolean {
  if (from === null || to === null) return false;
  const span = daysBetween(from, to);
  return span >= 0 && span < SENSOR_SUMMARY_MAX_DAYS;
}

/** An extreme's value and time, marked as the period tables mark one a history import took from its source. */
function Extreme({ text, imported, t }: { text: string; imported: boolean; t: (key: string) => string }) {
  if (!imported) return text;
  return (
    <>
      {text}
      <span
        className="badge text-bg-light border fw-normal ms-1"
        title={t('weather.history.reviewed.importedTitle')}
      >
        {t('weather.history.reviewed.imported')}
      </span>
    </>
  );
}

/**
 * The history page's extra sensors over the window shown (local days `from`…`to`, from their days): for
 * each public sensor, by group, its lowest and highest value with their times (a level), its mean, its sum
 * (a counter) or its last value (a state such as a leak); an extreme a history import took from its
 * source's own daily summaries is marked 'importiert', as in the period tables. Nothing when the station has
 * no public sensor or the window is longer than one call spans (all time).
 */
export function SensorHistoryTable({
  reference,
  from,
  to,
  units,
  timeZone,
}: {
  reference: string;
  from: string | null;
  to: string | null;
  units: ShownUnits | undefined;
  timeZone: string;
}) {
  const fits = fitsOneCall(from, to);
  const summaries = useSensorSummaries(
    reference,
    fits ? (from ?? undefined) : undefined,
    fits ? (to ?? undefined) : undefined,
  );
  const texts = useSensorTexts(units, timeZone);
  const groups = groupSensors(summaries.data?.sensors ?? []);
  if (!fits || groups.length === 0) return null;
  const cells = (sensor: SensorSummary): ReactNode[] => {
    const period = sensor.period;
    const fold = sensorFold(sensor.kind);
    const at = (value: number, time: string) =>
      texts.t('sensors.at', { value: texts.value(sensor, value), time: texts.time(time) });
    if (period === null) return ['-', '-', '-', '-', '-'];
    const extreme = (value: number, time: string, imported: boolean | undefined) => (
      <Extreme text={at(value, time)} imported={imported === true} t={texts.t} />
    );
    return [
      fold === 'minMax' ? extreme(period.min, period.minAt, period.minImported) : '',
      fold === 'minMax' ? extreme(period.max, period.maxAt, period.maxImported) : '',
      fold === 'minMax' || fold === 'mean' ? texts.value(sensor, period.mean) : '',
      fold === 'sum' ? texts.value(sensor, period.sum) : '',
      fold === 'last' ? at(period.last, period.lastAt) : '',
    ];
  };
  // Only the columns some sensor fills (a station without counters has no 'Summe').
  const rows = groups.map(([group, list]) => ({
    group,
    rows: list.map((sensor) => ({ sensor, cells: cells(sensor) })),
  }));
  const headings = ['min', 'max', 'mean', 'sum', 'last'] as const;
  const shown = headings.flatMap((_heading, index) =>
    rows.some(({ rows: list }) => list.some(({ cells: values }) => values[index] !== '')) ? [index] : [],
  );
  return (
    <section aria-labelledby="sensor-history-heading" className="mt-4">
      <h2 id="sensor-history-heading" className="h4 mb-3">
        {texts.t('sensors.historyTitle')}
      </h2>
      <div className="table-responsive">
        <table className="table table-sm table-striped align-middle">
          <thead>
            <tr>
              <th scope="col">{texts.t('sensors.sensor')}</th>
              {shown.map((index) => (
                <th scope="col" key={headings[index]}>
                  {texts.t(`sensors.${headings[index]}`)}
                </th>
              ))}
            </tr>
          </thead>
          {rows.map(({ group, rows: list }) => (
            <tbody key={group}>
              <tr className="table-light">
                <th
                  scope="rowgroup"
                  colSpan={shown.length + 1}
                  className="small text-uppercase text-body-secondary"
                >
                  {texts.t(`sensors.groups.${group}`)}
                </th>
              </tr>
              {list.map(({ sensor, cells: values }) => (
                <tr key={sensor.key}>
                  <th scope="row" className="fw-normal">
                    {texts.label(sensor)}
                  </th>
                  {shown.map((index) => (
                    <td key={headings[index]} className="text-nowrap">
                      {values[index]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
