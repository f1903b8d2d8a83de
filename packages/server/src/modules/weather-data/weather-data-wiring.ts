/**
 * The weather data wired into an app: the reads of readings, rollups and daily summaries behind the public
 * calls (current data with its cache, history, graphs, the live stream, the climate report, the CSV export)
 * and their routes. The services come first, for the parts of the app that read through them (MQTT, the
 * home page's first screen); the routes are registered later, after the authentication hooks.
 */
import type { GraphDay } from '@meteodeck/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { ReadingEvents, UploadEvents } from '../readings/index.ts';
import {
  createImportedExtremesRepository,
  createReadingFlagsRepository,
  createReadingsReadRepository,
  createRollupsReadRepository,
  createSummariesReadRepository,
} from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import type { AnswerCache } from './answer.cache.ts';
import { createAnswerScopes } from './answer-scope.ts';
import { climateReportRoutes } from './climate-report.routes.ts';
import { createClimateReportService } from './climate-report.service.ts';
import { type CurrentDataCache, createMemoryCurrentDataCache } from './current-data.cache.ts';
import { createCurrentDataService } from './current-data.service.ts';
import { createCurrentDataStream } from './current-data.stream.ts';
import { createGraphService, type PastGraphPoints } from './graph.service.ts';
import { createHistoryService } from './history.service.ts';
import type { PastCache, PastFoldCache } from './past-fold.cache.ts';
import { createPeriodFolds } from './period-folds.ts';
import { readingsExportRoutes } from './readings-export.routes.ts';
import { createReadingsExportService } from './readings-export.service.ts';
import type { StreamLimits } from './stream-limits.ts';
import { weatherDataRoutes } from './weather-data.routes.ts';
import { windRoseRoutes } from './wind-rose.routes.ts';
import { createWindRoseService } from './wind-rose.service.ts';

export function wireWeatherData(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    readingEvents: ReadingEvents;
    /** The doors' recorded uploads, announced on the live stream. */
    uploadEvents: UploadEvents;
    /** A period's fold and a graph's points before the station's local today (the app drops a station's). */
    pastFolds: PastFoldCache;
    pastPoints: PastCache<PastGraphPoints>;
    /** The graph's days block before the station's local today (the app drops a station's). */
    pastDays: PastCache<GraphDay[]>;
    /** The serialised history and graph answers (the app drops a station's). */
    answers: AnswerCache;
    /** Defaults to an in-process cache; pass a shared one when running several processes. */
    currentDataCache?: CurrentDataCache;
    /** The stations with their unit sets (the app keeps them in memory and forgets an edited one). */
    stationViews: StationViewRepository;
  },
) {
  const { db, clock, readingEvents } = deps;
  const { stationViews } = deps;
  const readings = createReadingsReadRepository(db);
  const summaries = createSummariesReadRepository(db);
  const cache = deps.currentDataCache ?? createMemoryCurrentDataCache({ events: readingEvents, clock });
  const currentData = createCurrentDataService({ stationViews, readings, summaries, cache });
  const rollups = createRollupsReadRepository(db);
  const periodFolds = createPeriodFolds({ summaries, rollups, pastFolds: deps.pastFolds, clock });
  const history = createHistoryService({
    stationViews,
    reviewedAt: (stationId, instants) => createReadingFlagsRepository(db).listReviewedAt(stationId, instants),
    importedAt: (stationId, instants) => createImportedExtremesRepository(db).listAt(stationId, instants),
    summaries,
    periodFolds,
    clock,
  });
  const graph = createGraphService({
    stationViews,
    readings,
    summaries,
    buckets: rollups,
    periodFolds,
    pastPoints: deps.pastPoints,
    pastDays: deps.pastDays,
    clock,
  });
  const stream = createCurrentDataStream({
    events: readingEvents,
    uploads: deps.uploadEvents,
    stationViews,
    currentData,
    cache,
    onError: (error) => app.log.error({ err: error }, 'live current data refresh failed'),
  });

  return {
    currentData,
    history,
    /** Registers the weather data's routes; `streamLimits` bounds the live streams per client and in all. */
    async registerRoutes(streamLimits: StreamLimits): Promise<void> {
      const answers = { cache: deps.answers, scopes: createAnswerScopes({ stationViews, clock }) };
      await app.register(weatherDataRoutes({ currentData, history, graph, stream, streamLimits, answers }));
      await app.register(
        windRoseRoutes({
          windRose: createWindRoseService({ stationViews, summaries, rollups, clock }),
          answers,
        }),
      );
      await app.register(
        climateReportRoutes({ reports: createClimateReportService({ stationViews, summaries }) }),
      );
      await app.register(
        readingsExportRoutes({ exports: createReadingsExportService({ stationViews, readings }) }),
      );
    },
  };
}
