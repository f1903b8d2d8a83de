/**
 * The fold of a station's days over a period (a week, month, year, or all time), as the history tables and
 * the graph marks need it: the days before the station's local today come from the past cache (they change
 * only through late readings, rebuilds and station edits, which invalidate it), today and later from the
 * daily summaries each time (a row or so). A record query thus reads one day of summaries whatever the
 * length of the history.
 */
import { stationDate } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { PeriodFold, RollupsReadRepository, SummariesReadRepository } from '../readings/index.ts';
import type { StationView } from '../stations/index.ts';
import type { PastFoldCache } from './past-fold.cache.ts';
import { type PeriodWindow, windowParts } from './period-window.ts';
import { combineFolds } from './summary-extremes.ts';

export interface PeriodFolds {
  /**
   * The fold of the station's days from `fromDay` (inclusive; undefined: its first) to `toDay` (exclusive;
   * undefined: no end), days 'YYYY-MM-DD' local to the station.
   */
  fold(station: StationView, fromDay?: string, toDay?: string): Promise<PeriodFold>;
  /**
   * The fold of the readings of [startMs, endMs), both on the station's local 10-minute marks (a rolling
   * window): its whole days as {@link fold} gives them (the past ones cached), its partial days from the
   * 10-minute and hourly rollups, read each time (they move with the window).
   */
  foldRange(station: StationView, startMs: number, endMs: number): Promise<PeriodFold>;
  /** The fold of a calendar window (its local days) or a rolling one ({@link foldRange}). */
  foldWindow(station: StationView, window: PeriodWindow): Promise<PeriodFold>;
}

/** Period folds over `summaries`, the past kept in `pastFolds`. */
export function createPeriodFolds(deps: {
  summaries: SummariesReadRepository;
  rollups: RollupsReadRepository;
  pastFolds: PastFoldCache;
  clock: Clock;
}): PeriodFolds {
  const folds: PeriodFolds = {
    async fold(station, fromDay, toDay) {
      const today = stationDate(deps.clock.now(), station);
      const boundaryDay = toDay !== undefined && toDay < today ? toDay : today;
      if (fromDay !== undefined && fromDay >= boundaryDay) {
        return deps.summaries.aggregate(station.id, fromDay, toDay);
      }
      const key = {
        variant: `fold:${fromDay ?? ''}`,
        boundaryDay,
        timezone: station.timezone,
        dayStartHour: station.dayStartHour,
        reference: station.reference,
      };
      let past = deps.pastFolds.get(station.id, key);
      if (past === undefined) {
        const generation = deps.pastFolds.generation(station.id);
        past = await deps.summaries.aggregate(station.id, fromDay, boundaryDay);
        deps.pastFolds.set(station.id, key, past, generation);
      }
      if (toDay !== undefined && toDay <= boundaryDay) return past;
      return combineFolds(past, await deps.summaries.aggregate(station.id, boundaryDay, toDay));
    },

    async foldRange(station, startMs, endMs) {
      const { fromDay, toDay, ranges } = windowParts(startMs, endMs, station);
      const edges = await deps.rollups.aggregateRanges(station.id, ranges);
      if (fromDay >= toDay) return edges;
      return combineFolds(await folds.fold(station, fromDay, toDay), edges);
    },

    foldWindow(station, window) {
      return window.kind === 'rolling'
        ? folds.foldRange(station, window.startMs, window.endMs)
        : folds.fold(station, window.startDate, window.endDate);
    },
  };
  return folds;
}
