import type { CurrentData, DailyHistory } from '@meteodeck/contract';
import type { UnitSymbol } from '@meteodeck/weather';
import { formatInstant } from '../../lib/format/date-format.ts';
import { formatMeasure, MISSING } from '../../lib/format/number-format.ts';
import { temperatureColour, type ValueColour } from '../../lib/value-colours.ts';

/** Today's extreme of a measure: the value with its unit and the local time it was reached. */
export interface Extreme {
  value: string;
  time: string;
}

/** One entry of the home page's current-observation block. */
export interface ObservationItem {
  /** Label key under public.weather.current.rows. */
  id: 'dewPoint' | 'cloudBase' | 'rainHourly' | 'rainWeekly';
  value: string;
  /** The value's colour on its scale (lib/value-colours.ts), for a value that has one. */
  colour?: ValueColour;
  /** Today's minimum and maximum (spec §2 "min/max tooltips"), when the daily history has them. */
  min?: Extreme;
  max?: Extreme;
}

function extreme(
  daily: DailyHistory | undefined,
  which: 'min' | 'max',
  unit: UnitSymbol,
  timeZone: string,
): Extreme | undefined {
  if (daily === undefined) return undefined;
  const value = daily[`${which}DewPoint`];
  const at = daily[`${which}DewPointReceivedAt`];
  if (value === null) return undefined;
  const ms = at === null ? Number.NaN : Date.parse(at);
  return {
    value: formatMeasure(value, unit),
    time: Number.isNaN(ms) ? MISSING : formatInstant(ms, timeZone, 'time'),
  };
}

/**
 * The current-observation block of the home page from the detail answer: what the hero above does not
 * show (the hero has the temperature with today's extremes, the humidity, the pressure and its tendency,
 * the wind and gust and today's rain), with today's extremes of the dew point from the daily history
 * (times in the station's zone) and its colour on the temperature scale, as the home page's temperature tile
 * and the current-data table colour theirs. Values in the answer's unit set; '-' when missing. The daily history is
 * ignored when it belongs to another unit set (a station switched units between the two answers), so a
 * minimum never shows in the wrong unit.
 */
export function observationItems(current: CurrentData, daily: DailyHistory | undefined): ObservationItem[] {
  const { unit } = current;
  const zone = current.weatherStation.timezone;
  const sameUnits =
    daily !== undefined && JSON.stringify(daily.unit) === JSON.stringify(unit) ? daily : undefined;
  const min = extreme(sameUnits, 'min', unit.temperatureUnit, zone);
  const max = extreme(sameUnits, 'max', unit.temperatureUnit, zone);
  const colour = temperatureColour(current.dewPoint, unit.temperatureUnit);
  return [
    {
      id: 'dewPoint',
      value: formatMeasure(current.dewPoint, unit.temperatureUnit),
      ...(colour === null ? {} : { colour }),
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    },
    { id: 'cloudBase', value: formatMeasure(current.cloudBase, unit.cloudBaseUnit) },
    { id: 'rainHourly', value: formatMeasure(current.rainHourly, unit.rainUnit) },
    { id: 'rainWeekly', value: formatMeasure(current.rainWeekly, unit.rainUnit) },
  ];
}
