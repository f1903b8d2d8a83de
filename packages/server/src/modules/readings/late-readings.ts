/**
 * A reading that arrives before the station's newest one changes its neighbours: the next reading with a
 * rain (or lightning) counter measured its step from a different previous value, and the rain event of the
 * following readings may grow or end differently. This walks forward from the inserted reading, rewrites
 * what changed and reports the local days touched, so their summaries can be recomputed.
 */
import { localDate } from '@meteodeck/weather';
import {
  lightningStrikes,
  nextRainEvent,
  type RainEventColumns,
  type ReadingRowValues,
  rainFromCounter,
} from './reading-derivation.ts';
import type { ReadingsRepository } from './readings.repository.ts';

const PAGE = 200;

/**
 * Rewrites the derived columns of the readings after `inserted` until nothing changes any more; adds the
 * local day of every rewritten reading to `dirtyDays`.
 */
export async function repairFollowingReadings(
  readings: ReadingsRepository,
  inserted: ReadingRowValues,
  timeZone: string,
  dirtyDays: Set<string>,
): Promise<void> {
  const stationId = inserted.weather_station_id;
  let state: RainEventColumns = {
    rain_event_mm: inserted.rain_event_mm,
    rain_last_at: inserted.rain_last_at,
  };
  // Only the next reading carrying a counter measured its step against the value before ours.
  let rainCounterPending = inserted.rain_counter_mm !== null;
  let lightningCounterPending = inserted.lightning_counter !== null;
  let after = inserted.received_at;
  for (;;) {
    const page = await readings.listAfter(stationId, after, PAGE);
    for (const row of page) {
      let rainMm = row.rain_mm;
      if (rainCounterPending && row.rain_counter_mm !== null) {
        rainMm = rainFromCounter(inserted.rain_counter_mm, row.rain_counter_mm);
        rainCounterPending = false;
      }
      let lightningCount = row.lightning_count;
      if (lightningCounterPending && row.lightning_counter !== null) {
        lightningCount = lightningStrikes(null, inserted.lightning_counter, row.lightning_counter);
        lightningCounterPending = false;
      }
      const event = nextRainEvent(state, rainMm, row.received_at);
      const changed =
        rainMm !== row.rain_mm ||
        lightningCount !== row.lightning_count ||
        event.rain_event_mm !== row.rain_event_mm ||
        event.rain_last_at !== row.rain_last_at;
      if (changed) {
        await readings.updateDerived(row.id, {
          rain_mm: rainMm,
          lightning_count: lightningCount,
          ...event,
        });
        dirtyDays.add(localDate(row.received_at, timeZone));
      } else if (!rainCounterPending && !lightningCounterPending) {
        // This reading is unchanged and so is its state: every later reading is as it was.
        return;
      }
      state = event;
    }
    const last = page.at(-1);
    if (page.length < PAGE || last === undefined) return;
    after = last.received_at;
  }
}
