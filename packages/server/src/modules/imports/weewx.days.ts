/**
 * WeeWX's daily summaries (`archive_day_<type>`, weewx/manager.py DaySummaryManager) as the station's days,
 * in canonical units: the main measures' extremes (WEEWX_DAY_SUMMARIES) and the extra sensors' (one table
 * per archive column: archive_day_extraTemp1, archive_day_soilMoist2…). WeeWX updates a day's min and max
 * with their times from every LOOP packet (every 2–3 s), but its sum and count from the archive records
 * only: those are the rows meteodeck imports, so only the extremes are taken.
 *
 * A summary row is WeeWX's local day starting at its `dateTime` (the LOOP packets after that instant up to
 * the next midnight included), its values in the database's unit system (the archive's first row's
 * usUnits, as WeeWX takes it); one whose start is not a local midnight of the station's time zone (WeeWX ran
 * in another zone) is passed over, and so is an extreme whose time is not within its day or whose value is
 * no number. An extreme stamped at the closing midnight is stored one millisecond earlier, as archive rows
 * are (interval-records.ts). A day without a summary row keeps its archive rows' extremes.
 */
import { addDays, localDate, startOfLocalDate } from '@meteodeck/weather';
import type { SourceDayExtremes, SourceExtreme } from '../readings/index.ts';
import type { ImportedSensorDayExtremes } from '../sensors/index.ts';
import { CONVERSIONS, type Quantity, WEEWX_DAY_SUMMARIES, type WeewxSensorColumn } from './weewx.columns.ts';
import type { WeewxWorkerMessage } from './weewx.worker.ts';

type Days = Extract<WeewxWorkerMessage, { type: 'days' }>;
type Converters = Readonly<Record<Quantity, (value: number) => number>>;

/** What a summary table is read into: a measure or sensor key, and its value in canonical units. */
interface Target {
  key: string;
  value: (raw: number) => number;
  maxOnly?: boolean;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The extremes of every summary row `targetOf` names, by local day (start ascending) and target key: the
 * highest max and the lowest min of the types that share a key (windGust and wind).
 */
function foldSummaries(
  answer: Days,
  timeZone: string,
  targetOf: (observation: string, convert: Converters) => Target | undefined,
): Array<{ day: string; extremes: Map<string, SourceExtreme> }> {
  const convert = isNumber(answer.usUnits) ? CONVERSIONS[answer.usUnits] : undefined;
  if (convert === undefined) return [];
  const days = new Map<
    number,
    { day: string; from: number; to: number; extremes: Map<string, SourceExtreme> }
  >();
  const dayOf = (dateTime: number) => {
    let found = days.get(dateTime);
    if (found !== undefined) return found;
    const from = dateTime * 1000;
    const day = localDate(from, timeZone);
    if (startOfLocalDate(day, timeZone) !== from) return undefined;
    found = { day, from, to: startOfLocalDate(addDays(day, 1), timeZone), extremes: new Map() };
    days.set(dateTime, found);
    return found;
  };
  for (const [observation, dateTime, min, mintime, max, maxtime] of answer.rows) {
    const target = targetOf(observation, convert);
    if (target === undefined || !isNumber(dateTime) || !Number.isInteger(dateTime)) continue;
    const day = dayOf(dateTime);
    if (day === undefined) continue;
    const instant = (time: unknown) => {
      if (!isNumber(time)) return undefined;
      const ms = time * 1000;
      if (ms <= day.from || ms > day.to) return undefined;
      return ms === day.to ? ms - 1 : ms;
    };
    const extreme = day.extremes.get(target.key) ?? { min: null, minAt: null, max: null, maxAt: null };
    const maxAt = instant(maxtime);
    if (isNumber(max) && maxAt !== undefined) {
      const value = target.value(max);
      if (Number.isFinite(value) && (extreme.max === null || value > extreme.max)) {
        extreme.max = value;
        extreme.maxAt = maxAt;
      }
    }
    const minAt = instant(mintime);
    if (target.maxOnly !== true && isNumber(min) && minAt !== undefined) {
      const value = target.value(min);
      if (Number.isFinite(value) && (extreme.min === null || value < extreme.min)) {
        extreme.min = value;
        extreme.minAt = minAt;
      }
    }
    if (extreme.max !== null || extreme.min !== null) day.extremes.set(target.key, extreme);
  }
  return [...days.values()]
    .filter((d) => d.extremes.size > 0)
    .sort((a, b) => a.from - b.from)
    .map(({ day, extremes }) => ({ day, extremes }));
}

/** The main measures' days (WEEWX_DAY_SUMMARIES); `leafToPercent` reads leafWet1 on the archive's scale. */
export function readDayExtremes(
  answer: Days,
  timeZone: string,
  leafToPercent: (value: number) => number,
): SourceDayExtremes[] {
  const byType = new Map(WEEWX_DAY_SUMMARIES.map((d) => [d.observation, d]));
  const days = foldSummaries(answer, timeZone, (observation, convert) => {
    const summary = byType.get(observation);
    if (summary === undefined) return undefined;
    const value = (raw: number) => {
      const converted = convert[summary.quantity](raw);
      return summary.quantity === 'leafWetness' ? leafToPercent(converted) : converted;
    };
    return { key: summary.measure, value, ...(summary.maxOnly ? { maxOnly: true } : {}) };
  });
  return days.map(({ day, extremes }) => ({ day, measures: Object.fromEntries(extremes) }));
}

/**
 * The extra sensors' days: the summary table of each sensor column (`columns`, WEEWX_SENSOR_COLUMNS the
 * archive has), converted as its rows are (the unit system, then the kind's canonical unit).
 */
export function readSensorDayExtremes(
  answer: Days,
  timeZone: string,
  columns: readonly WeewxSensorColumn[],
  leafToPercent: (value: number) => number,
): ImportedSensorDayExtremes[] {
  const byColumn = new Map(columns.map((c) => [c.column, c]));
  const days = foldSummaries(answer, timeZone, (observation, convert) => {
    const column = byColumn.get(observation);
    if (column === undefined) return undefined;
    const value = (raw: number) => {
      const converted = column.toCanonical(convert[column.quantity](raw));
      return column.quantity === 'leafWetness' ? leafToPercent(converted) : converted;
    };
    return { key: column.key, value };
  });
  return days.flatMap(({ day, extremes }) =>
    [...extremes].map(([key, e]) => ({ key, day, min: e.min, minAt: e.minAt, max: e.max, maxAt: e.maxAt })),
  );
}
