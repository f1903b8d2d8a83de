import { PERIOD_EXTREMES, type PeriodExtreme, type PeriodHistory } from '@meteodeck/contract';
import { formatDateTime, formatLocalDate } from '../../../lib/format/date-format.ts';
import {
  DISTANCE_DECIMALS,
  decimalsFor,
  formatAqi,
  formatBeaufort,
  formatMeasure,
  formatNumber,
  formatWithUnit,
  INDEX_DECIMALS,
  UV_DECIMALS,
} from '../../../lib/format/number-format.ts';

/**
 * The period tables of spec §2, shaped from a history/{period} answer: for each measure the maximum and
 * the minimum with when they were read (German date and time in the station's zone), then the period's
 * totals and means. Labels are keys under public.weather.measures.<id>.
 */

/** An extreme as shown: the formatted value and when it was read ('-' for both when unknown). */
export interface ExtremeCell {
  value: string;
  at: string;
}

export interface PeriodRow {
  id: string;
  max: ExtremeCell;
  min: ExtremeCell;
}

export interface PeriodTotal {
  id: 'temperatureRange' | 'rainPeriod' | 'rainSeason' | 'avgPm25' | 'avgAqi' | 'lightningNumber';
  value: string;
  /** What the row's label names (the rain season's first and last day). */
  params?: Record<string, string>;
}

/** The extreme rows of a period answer, in the spec's order (contract PERIOD_EXTREMES). */
export function periodRows(history: PeriodHistory): PeriodRow[] {
  return PERIOD_EXTREMES.map((extreme) => periodRow(history, extreme));
}

/**
 * One measure's row of a period answer (its maximum and minimum, each with when it was read): a row at a
 * time, so the table renders (and hydrates) a component per measure, between which React can pause.
 */
export function periodRow(history: PeriodHistory, extreme: PeriodExtreme): PeriodRow {
  const { unit } = history;
  const zone = history.weatherStation.timezone;
  const fields = history as unknown as Record<string, number | string | null>;
  const cell = (value: string, at: number | string | null): ExtremeCell => ({
    value,
    at: value === '-' ? '-' : formatDateTime(at as string | null, zone),
  });
  const numberOf = (key: string) => fields[key] as number | null;
  const formats: Record<Exclude<PeriodExtreme['kind'], 'beaufort' | 'aqi'>, (v: number | null) => string> = {
    temperature: (v) => formatMeasure(v, unit.temperatureUnit),
    humidity: (v) => formatMeasure(v, unit.humidityUnit),
    pressure: (v) => formatMeasure(v, unit.pressureUnit),
    rainRate: (v) => formatWithUnit(v, decimalsFor(unit.rainUnit), `${unit.rainUnit}/h`),
    rain: (v) => formatMeasure(v, unit.rainUnit),
    speed: (v) => formatMeasure(v, unit.speedUnit),
    pm: (v) => formatMeasure(v, unit.pmUnit),
    solarRadiation: (v) => formatMeasure(v, unit.solarRadiationUnit),
    uv: (v) => formatNumber(v, UV_DECIMALS),
    distance: (v) => formatWithUnit(v, DISTANCE_DECIMALS, 'km'),
  };
  const shown = ({ field, kind }: PeriodExtreme, side: 'max' | 'min'): ExtremeCell => {
    const key = `${side}${field}`;
    const value =
      kind === 'beaufort'
        ? formatBeaufort(numberOf(key), fields[`${key}Text`] as PeriodHistory['maxBeaufortScaleText'])
        : kind === 'aqi'
          ? formatAqi(numberOf(key), fields[`${key}Label`] as PeriodHistory['maxAqiLabel'])
          : formats[kind](numberOf(key));
    return cell(value, fields[`${key}ReceivedAt`] ?? null);
  };
  return { id: extreme.row, max: shown(extreme, 'max'), min: shown(extreme, 'min') };
}

/** The period's range, totals and means (spec §2: temperature range, rain total, PM2.5 and AQI means, lightning count). */
export function periodTotals(history: PeriodHistory): PeriodTotal[] {
  const { unit } = history;
  return [
    // A temperature difference: same unit, same single decimal as a temperature.
    { id: 'temperatureRange', value: formatMeasure(history.temperatureRange, unit.temperatureUnit) },
    { id: 'rainPeriod', value: formatMeasure(history.rainPeriod, unit.rainUnit) },
    // A year of a station whose rain season does not start in January: the season ending in it, beside.
    ...(history.rainSeason === undefined
      ? []
      : [
          {
            id: 'rainSeason' as const,
            value: formatMeasure(history.rainSeason.rain, unit.rainUnit),
            params: {
              from: formatLocalDate(history.rainSeason.from),
              to: formatLocalDate(history.rainSeason.to),
            },
          },
        ]),
    { id: 'avgPm25', value: formatMeasure(history.avgPm25, unit.pmUnit) },
    { id: 'avgAqi', value: formatAqi(history.avgAqi, history.avgAqiLabel) },
    { id: 'lightningNumber', value: formatNumber(history.lightningNumber, INDEX_DECIMALS) },
  ];
}

/** The dates the period covers: '15.06.2026' for one day, '15.06.2026 – 21.06.2026' otherwise, null without. */
export function periodSpan(history: PeriodHistory): string | null {
  if (history.startDate === null || history.endDate === null) return null;
  const start = formatLocalDate(history.startDate);
  const end = formatLocalDate(history.endDate);
  return start === end ? start : `${start} – ${end}`;
}
