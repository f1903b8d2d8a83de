/**
 * Where a history/{period}, graph/{period} or windRose/{period} answer is kept (answer.cache.ts) and what can change it: the
 * key holds everything the answer is computed from besides the stored readings (the station and its
 * fingerprint, the units asked for, the window, the station's local day), the scope says whether its
 * window lies entirely in the past (only readings stored into it or before it change it) or is the present
 * (any reading changes it). The spec's day graph and the day's wind rose (the last 24 h, moving with the
 * clock) are never kept.
 * Errors are those of the services: 404 for an unknown station, 400 for a bad window.
 */
import type { PeriodQuery, WeatherPeriod } from '@meteodeck/contract';
import { stationDate } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { StationViewRepository } from '../stations/index.ts';
import type { ScopedCall } from './answer-sender.ts';
import { withDisplayUnits } from './display-units.ts';
import { checkWindow, resolveWindow } from './period-window.ts';

export type AnswerKind = 'history' | 'graph' | 'windRose';

export type AnswerScopes = (
  kind: AnswerKind,
  reference: string,
  period: WeatherPeriod,
  query: PeriodQuery,
) => Promise<ScopedCall | undefined>;

/** The query's parameters in a stable order (the same call however its parameters were written). */
function canonicalQuery(query: PeriodQuery): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}

export function createAnswerScopes(deps: {
  stationViews: StationViewRepository;
  clock: Clock;
}): AnswerScopes {
  return async (kind, reference, period, query) => {
    const now = deps.clock.now();
    const request = checkWindow(period, query, now);
    const station = withDisplayUnits(await deps.stationViews.getByReference(reference), query);
    const today = stationDate(now, station);
    let untilDay: string | null = null;
    if (request.named && period !== 'record') {
      const window = resolveWindow(period, request, station.timezone, now, station.dayStartHour);
      if (window.endDate <= today) untilDay = window.endDate;
    } else if (kind !== 'history' && period === 'day') {
      return undefined;
    }
    return {
      stationId: station.id,
      key: [kind, period, station.reference, station.fingerprint, today, canonicalQuery(query)].join('|'),
      scope: { timezone: station.timezone, dayStartHour: station.dayStartHour, untilDay },
    };
  };
}
