import type {
  OnThisDayAnswer,
  OnThisDayField,
  OnThisDayValues,
  OnThisDayYear,
  WeatherDataUnit,
} from '@meteodeck/contract';
import type { UnitSymbol } from '@meteodeck/weather';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ValueChip } from '../../../components/value-chip.tsx';
import { formatInstant } from '../../../lib/format/date-format.ts';
import { decimalsFor, formatMeasure, formatVariation } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { historyPath } from '../../../lib/route-paths.ts';
import { temperatureColour } from '../../../lib/value-colours.ts';

/** The first column stays in view while a phone scrolls the table sideways inside its frame. */
const STICKY = 'text-start position-sticky start-0 bg-body';

/** The unit each compared value is shown in. */
function unitOf(field: OnThisDayField, unit: WeatherDataUnit): UnitSymbol {
  if (field === 'rain') return unit.rainUnit;
  if (field === 'maxWindGust') return unit.speedUnit;
  if (field === 'minPressure' || field === 'maxPressure') return unit.pressureUnit;
  return unit.temperatureUnit;
}

/** The temperatures, shown on the blue–red scale (lib/value-colours.ts) as the climate tables show theirs. */
const TEMPERATURES: readonly OnThisDayField[] = ['maxTemperature', 'minTemperature', 'meanTemperature'];

/** The columns: a value, or the pressure's lowest and highest together. */
const COLUMNS: { key: string; fields: OnThisDayField[]; at: (keyof OnThisDayYear)[] }[] = [
  { key: 'maxTemperature', fields: ['maxTemperature'], at: ['maxTemperatureAt'] },
  { key: 'minTemperature', fields: ['minTemperature'], at: ['minTemperatureAt'] },
  { key: 'meanTemperature', fields: ['meanTemperature'], at: [] },
  { key: 'rain', fields: ['rain'], at: [] },
  { key: 'maxWindGust', fields: ['maxWindGust'], at: ['maxWindGustAt'] },
  { key: 'pressure', fields: ['minPressure', 'maxPressure'], at: ['minPressureAt', 'maxPressureAt'] },
];

/**
 * The calendar day in every year, newest first, one row each: the values with the time each extreme was
 * reached and, under them, the difference to the mean of the years; a year without data says so; the
 * running today is marked. The mean of the years closes the table. The year links to that day's history
 * table. The temperatures, the years' and their mean's, are coloured by value; their differences are not.
 */
export function OnThisDayTable({ answer, dayLabel }: { answer: OnThisDayAnswer; dayLabel: string }) {
  const { t } = usePublicTranslation();
  const { unit } = answer;
  const zone = answer.weatherStation.timezone;
  const time = (iso: unknown) =>
    typeof iso === 'string' ? formatInstant(Date.parse(iso), zone, 'time') : undefined;
  /** A column's value (a single field's) on its scale's colour, or null for a column without one. */
  const colourOf = (column: (typeof COLUMNS)[number], values: OnThisDayValues) => {
    const [field] = column.fields;
    return column.fields.length === 1 && field !== undefined && TEMPERATURES.includes(field)
      ? temperatureColour(values[field], unit.temperatureUnit)
      : null;
  };

  const valueCell = (year: OnThisDayYear, column: (typeof COLUMNS)[number]) => {
    const shown = column.fields.map((field) => formatMeasure(year.values[field], unitOf(field, unit)));
    const times = column.at.map((key) => time(year[key]));
    const differences = column.fields.map((field) =>
      formatVariation(year.differences[field], decimalsFor(unitOf(field, unit))),
    );
    const known = column.fields.some((field) => year.values[field] !== null);
    const main = column.fields.length === 2 && known ? shown.join(' – ') : shown[0];
    const at = times.filter((value) => value !== undefined);
    return (
      <td key={column.key}>
        <span className="text-nowrap">
          <ValueChip colour={colourOf(column, year.values)}>{main}</ValueChip>
        </span>
        {at.length > 0 ? (
          <span className="d-block small text-body-secondary text-nowrap">
            {t('onThisDay.at', { time: at.join(' – ') })}
          </span>
        ) : null}
        {known && !column.fields.every((field) => year.differences[field] === null) ? (
          <span className="d-block small text-nowrap">
            <span className="visually-hidden">{t('onThisDay.differenceLabel')} </span>
            {differences.join(' / ')}
          </span>
        ) : null}
      </td>
    );
  };

  const averageCell = (column: (typeof COLUMNS)[number]) => {
    const shown = column.fields.map((field) => formatMeasure(answer.average[field], unitOf(field, unit)));
    const known = column.fields.some((field) => answer.average[field] !== null);
    return (
      <td key={column.key} className="text-nowrap">
        <ValueChip colour={colourOf(column, answer.average)}>
          {column.fields.length === 2 && known ? shown.join(' – ') : shown[0]}
        </ValueChip>
      </td>
    );
  };

  return (
    <Table size="sm" striped className="text-end small mb-0 align-top">
      <caption className="visually-hidden">{t('onThisDay.caption', { day: dayLabel })}</caption>
      <thead>
        <tr className="align-bottom">
          <th scope="col" className={STICKY}>
            {t('onThisDay.year')}
          </th>
          {COLUMNS.map((column) => (
            <th scope="col" key={column.key}>
              {t(`onThisDay.columns.${column.key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {answer.years.map((year) => (
          <tr key={year.day}>
            <th scope="row" className={`${STICKY} fw-normal`}>
              <Link to={`${historyPath('daily')}?at=${year.day}`}>{year.year}</Link>
              {year.running ? (
                <span className="d-block small text-body-secondary">{t('onThisDay.running')}</span>
              ) : null}
            </th>
            {year.hasData ? (
              COLUMNS.map((column) => valueCell(year, column))
            ) : (
              <td colSpan={COLUMNS.length} className="text-start text-body-secondary">
                {t('onThisDay.noDataThatDay')}
              </td>
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="fw-semibold">
          <th scope="row" className={STICKY}>
            {t('onThisDay.average')}
            <span className="d-block small fw-normal text-body-secondary">
              {t('onThisDay.averageYears', { count: answer.averageYears })}
            </span>
          </th>
          {COLUMNS.map((column) => averageCell(column))}
        </tr>
      </tfoot>
    </Table>
  );
}
