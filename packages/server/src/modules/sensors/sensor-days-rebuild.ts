/**
 * A station's extra sensor days rebuilt from the values the sensors module keeps (every value of every
 * upload and import is kept in extra_sensor_values, none is ever dropped), keyed by the station days of its
 * time zone and day start hour (weather's station-day.ts): run when the station's time zone or day start
 * changes, after the main summaries are re-keyed (the stations module runs the rekeyers in turn, readings'
 * first, which lets the uploads in flight settle). The fold is
 * the upload's (sensors-write.repository.ts foldDays) applied in time order: lowest and highest with the
 * earliest instant of a tie, sum and count of a level, a counter's rises (a fall is a reset), the latest
 * value; so a station whose values all came in time order gets the rows ingestion would have written in
 * the new days. A sensor is rebuilt a month of days per transaction under the station's ingestion lock,
 * so uploads go on meanwhile and each month is replaced whole.
 */
import { addDays, type StationDayRule } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { daySpannerOf, localDayRange, runIngestTransaction, stationDayOf } from '../readings/index.ts';
import { createSensorDaysRebuildRepository, type RebuiltDay } from './sensor-days-rebuild.repository.ts';
import { descriptorOf, isCounter } from './sensor-keys.ts';

/** Station days rebuilt per transaction. */
const DAYS_PER_TRANSACTION = 31;

/** Folds one sensor's values (oldest first) into its station days. */
export function foldSensorDays(
  key: string,
  counter: boolean,
  values: readonly { at: number; value: number }[],
  dayOf: (at: number) => string,
): RebuiltDay[] {
  const days: RebuiltDay[] = [];
  let current: RebuiltDay | undefined;
  for (const { at, value } of values) {
    const day = dayOf(at);
    if (current === undefined || current.day !== day) {
      current = {
        key,
        day,
        counter,
        min: value,
        minAt: at,
        max: value,
        maxAt: at,
        sum: counter ? 0 : value,
        count: 1,
        last: value,
        lastAt: at,
      };
      days.push(current);
      continue;
    }
    if (value < current.min) [current.min, current.minAt] = [value, at];
    if (value > current.max) [current.max, current.maxAt] = [value, at];
    current.sum += counter ? (value >= current.last ? value - current.last : value) : value;
    current.count += 1;
    [current.last, current.lastAt] = [value, at];
  }
  return days;
}

/**
 * Rewrites every extra sensor day of station `station` from its stored values, station days of
 * `station.timezone` starting at `station.dayStartHour` (absent: midnight), and deletes the days no value
 * falls in. Returns the number of days written.
 */
export async function rebuildSensorDays(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  station: { id: number; timezone: string; dayStartHour?: number },
): Promise<number> {
  const rule: StationDayRule = { timezone: station.timezone, dayStartHour: station.dayStartHour ?? 0 };
  const dayOf = (at: number) => daySpannerOf(rule)(at).day;
  const inStation = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    runIngestTransaction(db, dialect, station.id, work);
  let written = 0;
  for (const span of await createSensorDaysRebuildRepository(db).valueSpans(station.id)) {
    const descriptor = descriptorOf(span.key.split(':')[0] ?? '');
    const counter = descriptor !== undefined && isCounter(descriptor);
    let day = stationDayOf(span.first, rule);
    const lastDay = stationDayOf(span.last, rule);
    while (day <= lastDay) {
      const first = day;
      let last = day;
      for (let i = 1; i < DAYS_PER_TRANSACTION && addDays(last, 1) <= lastDay; i += 1)
        last = addDays(last, 1);
      written += await inStation(async (trx) => {
        const repo = createSensorDaysRebuildRepository(trx);
        const from = localDayRange(first, rule).from;
        const to = localDayRange(last, rule).to;
        const days = foldSensorDays(
          span.key,
          counter,
          await repo.values(station.id, span.key, from, to),
          dayOf,
        );
        await repo.replaceDays(station.id, span.key, first, last, days);
        return days.length;
      });
      day = addDays(last, 1);
    }
  }
  await inStation(async (trx) => {
    // The values' spans as they are now (an upload may have come in meanwhile, in the new days already).
    const repo = createSensorDaysRebuildRepository(trx);
    const spans = new Map(
      (await repo.valueSpans(station.id)).map((s) => [
        s.key,
        { firstDay: stationDayOf(s.first, rule), lastDay: stationDayOf(s.last, rule) },
      ]),
    );
    await repo.deleteOutside(station.id, spans);
  });
  return written;
}
