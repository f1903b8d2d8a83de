/**
 * A station's extra sensor days rebuilt from the values the sensors module keeps (every value of every
 * upload and import is kept in extra_sensor_values, none is ever dropped), keyed by the local days of its
 * time zone: run when the station's time zone changes, after the main summaries are re-keyed (the stations
 * module runs the rekeyers in turn, readings' first, which lets the uploads in flight settle). The fold is
 * the upload's (sensors-write.repository.ts foldDays) applied in time order: lowest and highest with the
 * earliest instant of a tie, sum and count of a level, a counter's rises (a fall is a reset), the latest
 * value; so a station whose values all came in time order gets the rows ingestion would have written in
 * the new zone. A sensor is rebuilt a month of days per transaction under the station's ingestion lock,
 * so uploads go on meanwhile and each month is replaced whole.
 */
import { addDays, localDate } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { daySpannerOf, localDayRange, runIngestTransaction } from '../readings/index.ts';
import { createSensorDaysRebuildRepository, type RebuiltDay } from './sensor-days-rebuild.repository.ts';
import { descriptorOf, isCounter } from './sensor-keys.ts';

/** Local days rebuilt per transaction. */
const DAYS_PER_TRANSACTION = 31;

/** Folds one sensor's values (oldest first) into its local days. */
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
 * Rewrites every extra sensor day of station `station` from its stored values, days local to
 * `station.timezone`, and deletes the days no value falls in. Returns the number of days written.
 */
export async function rebuildSensorDays(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  station: { id: number; timezone: string },
): Promise<number> {
  const dayOf = (at: number) => daySpannerOf(station.timezone)(at).day;
  const inStation = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    runIngestTransaction(db, dialect, station.id, work);
  let written = 0;
  for (const span of await createSensorDaysRebuildRepository(db).valueSpans(station.id)) {
    const descriptor = descriptorOf(span.key.split(':')[0] ?? '');
    const counter = descriptor !== undefined && isCounter(descriptor);
    let day = localDate(span.first, station.timezone);
    const lastDay = localDate(span.last, station.timezone);
    while (day <= lastDay) {
      const first = day;
      let last = day;
      for (let i = 1; i < DAYS_PER_TRANSACTION && addDays(last, 1) <= lastDay; i += 1)
        last = addDays(last, 1);
      written += await inStation(async (trx) => {
        const repo = createSensorDaysRebuildRepository(trx);
        const from = localDayRange(first, station.timezone).from;
        const to = localDayRange(last, station.timezone).to;
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
    // The values' spans as they are now (an upload may have come in meanwhile, in the new zone already).
    const repo = createSensorDaysRebuildRepository(trx);
    const spans = new Map(
      (await repo.valueSpans(station.id)).map((s) => [
        s.key,
        { firstDay: localDate(s.first, station.timezone), lastDay: localDate(s.last, station.timezone) },
      ]),
    );
    await repo.deleteOutside(station.id, spans);
  });
  return written;
}
