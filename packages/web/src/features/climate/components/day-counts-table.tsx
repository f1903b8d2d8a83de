import type { DayCounts, DayCountsAnswer } from '@meteodeck/contract';
import Table from 'react-bootstrap/Table';
import { formatNumber, formatTick, MISSING } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** The first column stays in view while a phone scrolls the table sideways inside its frame. */
const STICKY = 'text-start position-sticky start-0 bg-body';

type CountKey =
  | 'frostDays'
  | 'iceDays'
  | 'summerDays'
  | 'hotDays'
  | 'tropicalNights'
  | 'rainDays'
  | 'wetDays';

/** The columns of counts: the label's key, the rule's key and the threshold it names. */
function countColumns(answer: DayCountsAnswer) {
  const { thresholds, unit } = answer;
  const temperature = (value: number) => `${formatTick(value, 1)} ${unit.temperatureUnit}`;
  const rain = (value: number) => `${formatTick(value, unit.rainUnit === 'in' ? 3 : 1)} ${unit.rainUnit}`;
  const columns: { key: CountKey; label: string; rule: string; value: string }[] = [
    { key: 'frostDays', label: 'frostDays', rule: 'minBelow', value: temperature(thresholds.frost) },
    { key: 'iceDays', label: 'iceDays', rule: 'maxBelow', value: temperature(thresholds.frost) },
    { key: 'summerDays', label: 'summerDays', rule: 'maxAtLeast', value: temperature(thresholds.summer) },
    { key: 'hotDays', label: 'hotDays', rule: 'maxAtLeast', value: temperature(thresholds.hot) },
    {
      key: 'tropicalNights',
      label: 'tropicalNights',
      rule: 'minAtLeast',
      value: temperature(thresholds.tropicalNight),
    },
    { key: 'rainDays', label: 'rainDays', rule: 'atLeast', value: rain(thresholds.rainDay) },
    { key: 'wetDays', label: 'rainDays', rule: 'atLeast', value: rain(thresholds.wetDay) },
  ];
  return columns;
}

/**
 * The year's day counts, month by month with the year's line: a month without a day of temperature shows
 * '-' for its temperature counts, one without rain for its rain counts.
 */
export function DayCountsTable({ answer, monthNames }: { answer: DayCountsAnswer; monthNames: string[] }) {
  const { t } = usePublicTranslation();
  const columns = countColumns(answer);
  const base = `${formatTick(answer.thresholds.degreeDayBase, 1)} ${answer.unit.temperatureUnit}`;
  const cell = (counts: DayCounts, key: CountKey) => {
    const known = key === 'rainDays' || key === 'wetDays' ? counts.rainfallDays : counts.temperatureDays;
    return known === 0 ? MISSING : String(counts[key]);
  };
  const row = (counts: DayCounts, label: string, total: boolean) => (
    <tr key={counts.month ?? 'year'} className={total ? 'fw-semibold' : undefined}>
      <th scope="row" className={`${STICKY}${total ? '' : ' fw-normal'}`}>
        {label}
      </th>
      <td>{counts.temperatureDays}</td>
      {columns.map((column) => (
        <td key={column.key}>{cell(counts, column.key)}</td>
      ))}
      <td>{formatNumber(counts.heatingDegreeDays, 1)}</td>
      <td>{formatNumber(counts.coolingDegreeDays, 1)}</td>
    </tr>
  );
  return (
    <Table size="sm" striped hover className="text-end small mb-0 align-middle">
      <caption className="visually-hidden">{t('climateDays.countsCaption', { year: answer.year })}</caption>
      <thead>
        <tr className="align-bottom">
          <th scope="col" className={STICKY}>
            {t('climateDays.month')}
          </th>
          <th scope="col">{t('climateDays.temperatureDays')}</th>
          {columns.map((column) => (
            <th scope="col" key={column.key}>
              {t(`climateDays.${column.label}`)}{' '}
              <span className="d-block fw-normal text-body-secondary text-nowrap">
                {t(`climateDays.${column.rule}`, { value: column.value })}
              </span>
            </th>
          ))}
          <th scope="col">
            {t('climateDays.heatingDegreeDays')}{' '}
            <span className="d-block fw-normal text-body-secondary text-nowrap">
              {t('climateDays.base', { value: base })}
            </span>
          </th>
          <th scope="col">
            {t('climateDays.coolingDegreeDays')}{' '}
            <span className="d-block fw-normal text-body-secondary text-nowrap">
              {t('climateDays.base', { value: base })}
            </span>
          </th>
        </tr>
      </thead>
      <tbody>{answer.months.map((counts, index) => row(counts, monthNames[index] ?? '', false))}</tbody>
      <tfoot>{row(answer.total, t('climateDays.total'), true)}</tfoot>
    </Table>
  );
}
