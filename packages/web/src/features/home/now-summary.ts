import type { CurrentData, DailyHistory } from '@meteodeck/contract';
import { CONDITION_ICONS, roundTo } from '@meteodeck/weather';
import { formatInstant } from '../../lib/format/date-format.ts';
import { decimalsFor, formatMeasure, formatVariation, MISSING } from '../../lib/format/number-format.ts';
import { compassPoint } from '../../lib/format/wind-direction-format.ts';

/** Which way the temperature went in the last hour (its one-hour variation rounded to the shown decimal). */
export type Trend = 'rising' | 'falling' | 'steady';

/** The home page's 'now' at a glance: what a visitor reads first, all formatted in the station's units. */
export interface NowSummary {
  temperature: string;
  /** null without a reading an hour before. */
  trend: { direction: Trend; text: string } | null;
  /** The apparent temperature: wind chill when cold and windy, heat index when hot and humid, else the air's. */
  feelsLike: string;
  /** Mean wind and where it comes from ('11,2 km/h', 'SSW'); direction '' when calm or unknown. */
  wind: { speed: string; direction: string };
  /** The latest gust. */
  gust: string;
  humidity: string;
  /**
   * The sea-level pressure and, when the answer has it, its 3-hour tendency: the catalogue key of its
   * words (public.<key>, 'leicht fallend'), its direction and the signed change with its unit ('−0,8 hPa').
   */
  pressure: {
    value: string;
    tendency: { key: string; direction: Trend; change: string } | null;
  };
  rainToday: string;
  /** The condition read from the station's sensors (its kind and whether windy too), or null. */
  condition: CurrentData['condition'];
  /** Today's extremes with their local times, when the daily history has them in the same units. */
  min: { value: string; time: string } | null;
  max: { value: string; time: string } | null;
}

/** Below this the wind chill, above that the heat index tells how the air feels (°C, as the formulas' ranges). */
const WIND_CHILL_BELOW_C = 10;
const HEAT_INDEX_FROM_C = 27;

function celsius(value: number, unit: string): number {
  return unit === '°F' ? ((value - 32) * 5) / 9 : value;
}

function feelsLike(current: CurrentData): number | null {
  const { temperature, windChill, heatIndex, unit } = current;
  if (temperature === null) return null;
  const air = celsius(temperature, unit.temperatureUnit);
  if (air <= WIND_CHILL_BELOW_C && windChill !== null && windChill < temperature) return windChill;
  if (air >= HEAT_INDEX_FROM_C && heatIndex !== null && heatIndex > temperature) return heatIndex;
  return temperature;
}

function extremeOf(daily: DailyHistory | undefined, which: 'min' | 'max', current: CurrentData) {
  if (daily === undefined || JSON.stringify(daily.unit) !== JSON.stringify(current.unit)) return null;
  const value = daily[`${which}Temperature`];
  const at = daily[`${which}TemperatureReceivedAt`];
  if (value === null) return null;
  const ms = at === null ? Number.NaN : Date.parse(at);
  return {
    value: formatMeasure(value, current.unit.temperatureUnit),
    time: Number.isNaN(ms) ? MISSING : formatInstant(ms, current.weatherStation.timezone, 'time'),
  };
}

/** Decimals of a pressure change: the unit's, at least one (as the current-data table's variations). */
function pressureDecimals(unit: CurrentData['unit']['pressureUnit']): number {
  return Math.max(1, decimalsFor(unit));
}

function pressureOf(current: CurrentData): NowSummary['pressure'] {
  const { pressureTendency: tendency, unit } = current;
  return {
    value: formatMeasure(current.relativePressure, unit.pressureUnit),
    tendency:
      tendency === null
        ? null
        : {
            key: `weather.pressureTendency.${tendency}`,
            direction: tendency.startsWith('rising')
              ? 'rising'
              : tendency.startsWith('falling')
                ? 'falling'
                : 'steady',
            change: `${formatVariation(current.relativePressureChange3h, pressureDecimals(unit.pressureUnit))} ${unit.pressureUnit}`,
          },
  };
}

/** The 'now' of a station from its current data and today's history. */
export function nowSummary(current: CurrentData, daily: DailyHistory | undefined): NowSummary {
  const { unit } = current;
  const variation = current.temperatureVariation;
  const rounded = variation === null ? null : roundTo(variation, 1);
  const speed = current.windSpeedAvg ?? current.windSpeed;
  const degrees = current.windDirectionAvg ?? current.windDirection;
  return {
    temperature: formatMeasure(current.temperature, unit.temperatureUnit),
    trend:
      rounded === null
        ? null
        : {
            direction: rounded > 0 ? 'rising' : rounded < 0 ? 'falling' : 'steady',
            text: `${formatVariation(variation)} ${unit.temperatureUnit}`,
          },
    feelsLike: formatMeasure(feelsLike(current), unit.temperatureUnit),
    wind: {
      speed: formatMeasure(speed, unit.speedUnit),
      direction: degrees === null || speed === null || speed === 0 ? '' : compassPoint(degrees),
    },
    gust: formatMeasure(current.windGust, unit.speedUnit),
    humidity: formatMeasure(current.humidity, unit.humidityUnit),
    pressure: pressureOf(current),
    rainToday: formatMeasure(current.rainDaily, unit.rainUnit),
    condition: current.condition,
    min: extremeOf(daily, 'min', current),
    max: extremeOf(daily, 'max', current),
  };
}

type ConditionKind = NonNullable<CurrentData['condition']>['kind'];

/**
 * The address of a condition's picture (public/conditions/, the one list the server's first screen shares:
 * CONDITION_ICONS of @meteodeck/weather), or null for one drawn with its word alone.
 */
export function conditionIcon(kind: ConditionKind): string | null {
  return CONDITION_ICONS[kind];
}
