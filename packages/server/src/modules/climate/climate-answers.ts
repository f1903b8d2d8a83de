/**
 * The climate pages' answers kept as the history and graph answers are (weather-data's answer cache and
 * sender: the serialised bytes with an ETag, compressed once, 304 when the client has them), so a repeated
 * call costs a lookup however many years the station holds. Which readings drop an answer:
 * - a past year's heat map or agro figures: only readings stored into that year or before it;
 * - a past year's normals: readings before the current year (the station's own normals are its finished
 *   years);
 * - everything else (the records, 'on this day', the day counts with their list of years, the current
 *   year's figures): any reading of the station.
 * The key holds the station's fingerprint, the units and the year or day asked for, and the station's local
 * today, so a new day never serves yesterday's answer. A station edit or a change of its climate settings
 * drops all of its answers.
 */
import type { DisplayUnitsQuery } from '@meteodeck/contract';
import { localDate } from '@meteodeck/weather';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { ReadingEvents } from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import {
  createMemoryAnswerCache,
  type ScopedCall,
  sendAnswer,
  withDisplayUnits,
} from '../weather-data/index.ts';

export type ClimateAnswerKind =
  | 'records'
  | 'recordsToday'
  | 'dayCounts'
  | 'heatMap'
  | 'onThisDay'
  | 'normals'
  | 'agro';

type ClimateQuery = DisplayUnitsQuery & { year?: number; date?: string };

export interface ClimateAnswers {
  /**
   * Sends call `kind` of station `reference` with `query`: the kept answer, else the one `compute` gives
   * (kept). 404 for an unknown station before anything is computed.
   */
  send(
    kind: ClimateAnswerKind,
    request: FastifyRequest,
    reply: unknown,
    reference: string,
    query: ClimateQuery,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  /** Forgets every answer of the station (edited, its climate settings changed, deleted). */
  invalidate(stationId: number): void;
}

/** The query's parameters in a stable order (the same call however its parameters were written). */
function canonicalQuery(query: ClimateQuery): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}

/** The local day after the answer's window when its window lies in the past, else null (see above). */
function untilDayOf(kind: ClimateAnswerKind, year: number | undefined, currentYear: number): string | null {
  if (year === undefined || year >= currentYear) return null;
  if (kind === 'heatMap' || kind === 'agro') return `${year + 1}-01-01`;
  if (kind === 'normals') return `${currentYear}-01-01`;
  return null;
}

export function createClimateAnswers(deps: {
  stationViews: StationViewRepository;
  events: ReadingEvents;
  clock: Clock;
}): ClimateAnswers {
  const cache = createMemoryAnswerCache({ events: deps.events, clock: deps.clock });

  async function scope(kind: ClimateAnswerKind, reference: string, query: ClimateQuery): Promise<ScopedCall> {
    const station = withDisplayUnits(await deps.stationViews.getByReference(reference), query);
    const today = localDate(deps.clock.now(), station.timezone);
    const untilDay = untilDayOf(kind, query.year, Number(today.slice(0, 4)));
    return {
      stationId: station.id,
      key: ['climate', kind, station.reference, station.fingerprint, today, canonicalQuery(query)].join('|'),
      scope: { timezone: station.timezone, untilDay },
    };
  }

  return {
    async send(kind, request, reply, reference, query, compute) {
      const call = await scope(kind, reference, query);
      // The typed reply of a route wants objects: the bytes were serialised by the route's own schema.
      return sendAnswer(cache, request, reply as FastifyReply, call, compute);
    },
    invalidate: (stationId) => cache.invalidate(stationId),
  };
}
