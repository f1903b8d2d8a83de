import type { HeatMapAnswer, HeatMapDay } from '@meteodeck/contract';
import { type MouseEvent, useState } from 'react';
import { formatLongLocalDate } from '../../../lib/format/date-format.ts';
import { decimalsFor, formatMeasure, formatTick } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { type HeatScale, monthRows, rainScale, temperatureScale } from '../heat-map-scale.ts';

export type HeatMapKind = 'temperature' | 'rain';

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
/** Day numbers written above the grid; the others are there for screen readers only. */
const SHOWN_DAYS = new Set([1, 5, 10, 15, 20, 25, 30]);
const CELL = { height: '1rem', padding: 0, border: '1px solid var(--bs-body-bg)' } as const;
const NO_DATA = 'var(--bs-secondary-bg)';

function useCellText(answer: HeatMapAnswer, kind: HeatMapKind) {
  const { t } = usePublicTranslation();
  const { temperatureUnit, rainUnit } = answer.unit;
  return (day: HeatMapDay) => {
    const date = formatLongLocalDate(day.day);
    if (kind === 'rain') {
      return day.rain === null
        ? t('climateDays.cellNoData', { date })
        : t('climateDays.cellRain', { date, rain: formatMeasure(day.rain, rainUnit) });
    }
    return day.meanTemperature === null
      ? t('climateDays.cellNoData', { date })
      : t('climateDays.cellTemperature', {
          date,
          mean: formatMeasure(day.meanTemperature, temperatureUnit),
          min: formatMeasure(day.minTemperature, temperatureUnit),
          max: formatMeasure(day.maxTemperature, temperatureUnit),
        });
  };
}

/** The scale's colours with the range each stands for, and the colour of a day without data. */
export function HeatMapLegend({
  scale,
  unit,
  decimals,
}: {
  scale: HeatScale;
  unit: string;
  decimals: number;
}) {
  const { t } = usePublicTranslation();
  const edge = (value: number) => formatTick(value, decimals);
  const label = (from: number | null, to: number | null) => {
    if (from === null && to !== null) return `< ${edge(to)} ${unit}`;
    if (to === null && from !== null) return `≥ ${edge(from)} ${unit}`;
    return `${edge(from ?? 0)} – ${edge(to ?? 0)} ${unit}`;
  };
  const swatch = (colour: string) => (
    <span
      aria-hidden="true"
      className="d-inline-block border me-1 align-middle"
      style={{ width: '0.875rem', height: '0.875rem', backgroundColor: colour }}
    />
  );
  return (
    <ul className="list-inline small mb-4" aria-label={t('climateDays.legend')}>
      {scale.bins.map((bin) => (
        <li key={bin.colour} className="list-inline-item text-nowrap">
          {swatch(bin.colour)}
          {label(bin.from, bin.to)}
        </li>
      ))}
      <li className="list-inline-item text-nowrap">
        {swatch(NO_DATA)}
        {t('climateDays.noDataCell')}
      </li>
    </ul>
  );
}

/**
 * The calendar heat map of a year: a row per month, a cell per day coloured by the day's mean temperature
 * or rain, its values in the cell's title (the tooltip) and in text for screen readers.
 */
export function CalendarHeatMap({
  answer,
  kind,
  monthNames,
}: {
  answer: HeatMapAnswer;
  kind: HeatMapKind;
  monthNames: string[];
}) {
  const { t } = usePublicTranslation();
  const unit = kind === 'rain' ? answer.unit.rainUnit : answer.unit.temperatureUnit;
  const scale = kind === 'rain' ? rainScale(unit) : temperatureScale(unit);
  const text = useCellText(answer, kind);
  const rows = monthRows(answer.days);
  const value = (day: HeatMapDay) => (kind === 'rain' ? day.rain : day.meanTemperature);
  // A tapped (or clicked) day's values under the map: a phone has no pointer to rest on a cell.
  const [picked, setPicked] = useState<string | null>(null);
  const pick = (event: MouseEvent<HTMLTableElement>) => {
    const cell = (event.target as Element).closest('td[title]');
    if (cell !== null) setPicked(cell.getAttribute('title'));
  };
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the values are in the cells' text for keyboard and screen-reader users; the tap only shows them to the eye. */}
      <table
        className="w-100 mb-2"
        style={{ tableLayout: 'fixed', borderCollapse: 'collapse', minWidth: '20rem' }}
        onClick={pick}
      >
        <caption className="visually-hidden">
          {t(kind === 'rain' ? 'climateDays.heatMapRain' : 'climateDays.heatMapTemperature')}
        </caption>
        <thead>
          <tr style={{ fontSize: '0.625rem' }}>
            <th scope="col" style={{ width: '2.25rem' }}>
              <span className="visually-hidden">{t('climateDays.month')}</span>
            </th>
            {DAYS.map((day) => (
              <th scope="col" key={day} className="fw-normal text-body-secondary text-start">
                <span className={SHOWN_DAYS.has(day) ? undefined : 'visually-hidden'}>{day}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((days, month) => (
            <tr key={monthNames[month] ?? month}>
              <th scope="row" className="small fw-normal pe-1 text-nowrap">
                {monthNames[month]}
              </th>
              {DAYS.map((dayOfMonth) => {
                const day = days[dayOfMonth - 1];
                if (day === undefined) return <td key={dayOfMonth} style={CELL} />;
                const label = text(day);
                return (
                  <td
                    key={day.day}
                    title={label}
                    style={{ ...CELL, backgroundColor: scale.colourOf(value(day)) ?? NO_DATA }}
                  >
                    <span className="visually-hidden">{label}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small mb-1" aria-live="polite" data-testid={`heat-map-picked-${kind}`}>
        {picked ?? '\u00a0'}
      </p>
      <HeatMapLegend scale={scale} unit={unit} decimals={unit === 'in' ? 3 : decimalsFor(unit)} />
    </>
  );
}
