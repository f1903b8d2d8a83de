import type { CurrentData, DailyHistory } from '@meteodeck/contract';
import type { UnitSymbol } from '@meteodeck/weather';
import { formatInstant } from '../../lib/format/date-format.ts';
import { decimalsFor, formatMeasure, formatVariation, MISSING } from '../../lib/format/number-format.ts';
import { compassPoint as compassPointOf } from '../../lib/format/wind-direction-format.ts';

/** Today's extreme of a measure: the value with its unit and the local time it was reached. */
export interface Extreme {
  value: string;
  time: string;
}

/** One entry of the home page's current-observation block. */
export interface ObservationItem {
  /** Label key under public.weather.current.rows. */
  id:
    | 'temperature'
    | 'dewPoint'
    | 'humidity'
    | 'barometer'
    | 'windSpeedAvg'
    | 'windGust'
    | 'rainDaily'
    | 'rainRate';
  value: string;
  /** Today's minimum and maximum (spec §2 "min/max tooltips"), when the daily history has them. */
  min?: Extreme;
  max?: Extreme;
  /**
   * The barometer's 3-hour tendency, when the answer has one: its catalogue key (public.<key>,
   * 'leicht steigend') and the signed change with its unit ('+1,2 hPa').
   */
  tendency?: { key: string; change: string };
}

/** Decimals of a pressure change, as the current-data table's variation column shows them (at least one). */
function pressureDecimals(unit: UnitSymbol): number {
  return Math.max(1, decimalsFor(unit));
}

/** The compass point of a direction in the visitor's language ('SSW'), or nothing when the direction is unknown. */
function compassPoint(degrees: number | null): string {
  return degrees === null ? '' : compassPointOf(degrees);
}

type ExtremeField = 'Temperature' | 'DewPoint' | 'Humidity' | 'RelativePressure';

function extreme(
  daily: DailyHistory | undefined,
  which: 'min' | 'max',
  field: ExtremeField,
  unit: UnitSymbol,
  timeZone: string,
): Extreme | undefined {
  if (daily === undefined) return undefined;
  const value = daily[`${which}${field}`];
  const at = daily[`${which}${field}ReceivedAt`];
  if (value === null) return undefined;
  const ms = at === null ? Number.NaN : Date.parse(at);
  return {
    value: formatMeasure(value, unit),
    time: Number.isNaN(ms) ? MISSING : formatInstant(ms, timeZone, 'time'),
  };
}

function withExtremes(
  item: ObservationItem,
  daily: DailyHistory | undefined,
  field: ExtremeField,
  unit: UnitSymbol,
  timeZone: string,
): ObservationItem {
  const min = extreme(daily, 'min', field, unit, timeZone);
  const max = extreme(daily, 'max', field, unit, timeZone);
  return { ...item, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/**
 * The current-observation block of the home page from the detail answer, with today's extremes from the
 * daily history where it has them (times in the station's zone). Values in the answer's unit set; '-' when
 * missing. The daily history is ignored when it belongs to another unit set (a station switched units
 * between the two answers), so a minimum never shows in the wrong unit.
 */
export function observationItems(current: CurrentData, daily: DailyHistory | undefined): ObservationItem[] {
  const { unit } = current;
  const zone = current.weatherStation.timezone;
  const sameUnits =
    daily !== undefined && JSON.stringify(daily.unit) === JSON.stringify(unit) ? daily : undefined;
  return [
    withExtremes(
      { id: 'temperature', value: formatMeasure(current.temperature, unit.temperatureUnit) },
      sameUnits,
      'Temperature',
      unit.temperatureUnit,
      zone,
    ),
    withExtremes(
      { id: 'dewPoint', value: formatMeasure(current.dewPoint, unit.temperatureUnit) },
      sameUnits,
      'DewPoint',
      unit.temperatureUnit,
      zone,
    ),
    withExtremes(
      { id: 'humidity', value: formatMeasure(current.humidity, unit.humidityUnit) },
      sameUnits,
      'Humidity',
      unit.humidityUnit,
      zone,
    ),
    withExtremes(
      {
        id: 'barometer',
        value: formatMeasure(current.relativePressure, unit.pressureUnit),
        ...(current.pressureTendency === null
          ? {}
          : {
              tendency: {
                key: `weather.pressureTendency.${current.pressureTendency}`,
                change: `${formatVariation(current.relativePressureChange3h, pressureDecimals(unit.pressureUnit))} ${unit.pressureUnit}`,
              },
            }),
      },
      sameUnits,
      'RelativePressure',
      unit.pressureUnit,
      zone,
    ),
    {
      id: 'windSpeedAvg',
      value:
        current.windSpeedAvg === null
          ? MISSING
          : `${formatMeasure(current.windSpeedAvg, unit.speedUnit)} ${compassPoint(current.windDirectionAvg)}`.trimEnd(),
    },
    { id: 'windGust', value: formatMeasure(current.windGust, unit.speedUnit) },
    { id: 'rainDaily', value: formatMeasure(current.rainDaily, unit.rainUnit) },
    {
      id: 'rainRate',
      value: current.rainRate === null ? MISSING : `${formatMeasure(current.rainRate, unit.rainUnit)}/h`,
    },
  ];
}
