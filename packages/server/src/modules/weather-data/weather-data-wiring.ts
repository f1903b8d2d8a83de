/**
 * The weather data wired: the reads of readings, rollups and daily summaries behind the public calls
 * (current data with its cache, history, graphs, the live stream, the climate report, the CSV exports of readings and days), their
 * caches (dropped by the readings each station stores, through the live bus, and by a station's change,
 * through the event hub) and their routes. Its services serve the modules above (MQTT, the home page's
 * first screen); the live streams' count is the metrics'.
 */
import type { GraphDay } from '@meteodeck/contract';
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { ReadingsWiring } from '../readings/index.ts';
import {
  createExportDaysRepository,
  createImportedExtremesRepository,
  createReadingFlagsRepository,
  createReadingsReadRepository,
  createRollupsReadRepository,
  createSummariesReadRepository,
} from '../readings/index.ts';
import { createSensorDaysReader, createSensorValuesReader } from '../sensors/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import { createMemoryAnswerCache } from './answer.cache.ts';
import { createAnswerScopes } from './answer-scope.ts';
import { climateReportRoutes } from './climate-report.routes.ts';
import { createClimateReportService } from './climate-report.service.ts';
import { type CurrentDataCache, createMemoryCurrentDataCache } from './current-data.cache.ts';
import { createCurrentDataService } from './current-data.service.ts';
import { createCurrentDataStream } from './current-data.stream.ts';
import { createDaysExportService } from './days-export.service.ts';
import { createGraphService } from './graph.service.ts';
import type { PastGraphPoints } from './graph-deps.ts';
import { createHistoryService } from './history.service.ts';
import { createMemoryPastCache, createMemoryPastFoldCache } from './past-fold.cache.ts';
import { createPeriodFolds } from './period-folds.ts';
import { readingsExportRoutes } from './readings-export.routes.ts';
import { createReadingsExportService } from './readings-export.service.ts';
import { createStreamLimits } from './stream-limits.ts';
import { weatherDataRoutes } from './weather-data.routes.ts';
import { windRoseRoutes } from './wind-rose.routes.ts';
import { createWindRoseService } from './wind-rose.service.ts';

export function wireWeatherData(
  ctx: WireContext & {
    stations: StationsWiring;
    readings: ReadingsWiring;
    /** Replaces the in-process cache of current-data answers (e.g. a shared one when several processes run). */
    currentDataCache?: CurrentDataCache | undefined;
  },
) {
  const { config, db, clock, events } = ctx;
  const { readingEvents, uploadEvents } = ctx.readings;
  const stationViews = ctx.stations.views;
  // The past of a period's fold, a graph's points and days block, and the serialised answers: dropped by
  // the readings stored into them (the live bus) and by the station's change.
  const pastFolds = createMemoryPastFoldCache({ events: readingEvents, clock });
  const pastPoints = createMemoryPastCache<PastGraphPoints>({ events: readingEvents, clock });
  const pastDays = createMemoryPastCache<GraphDay[]>({ events: readingEvents, clock });
  const answers = createMemoryAnswerCache({ events: readingEvents, clock });
  events.on('stationChanged', ({ stationId }) => {
    pastFolds.invalidate(stationId);
    pastPoints.invalidate(stationId);
    pastDays.invalidate(stationId);
    answers.invalidate(stationId);
  });
  const readings = createReadingsReadRepository(db);
  const summaries = createSummariesReadRepository(db);
  const cache = ctx.currentDataCache ?? createMemoryCurrentDataCache({ events: readingEvents, clock });
  const currentData = createCurrentDataService({ stationViews, readings, summaries, cache });
  const rollups = createRollupsReadRepository(db);
  const periodFolds = createPeriodFolds({ summaries, rollups, pastFolds, clock });
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
    pastPoints,
    pastDays,
    clock,
  });
  const stream = createCurrentDataStream({
    events: readingEvents,
    uploads: uploadEvents,
    stationViews,
    currentData,
    cache,
    onError: (error) => ctx.log.error({ err: error }, 'live current data refresh failed'),
  });
  // The live streams per client and in all.
  const streamLimits = createStreamLimits({
    perClient: config.limits.liveStreamsPerClient,
    total: config.limits.liveStreamsTotal,
  });

  return {
    currentData,
    history,
    /** How many live streams are open (the metrics'). */
    liveStreams: () => streamLimits.open(),
    async routes(app) {
      const answered = { cache: answers, scopes: createAnswerScopes({ stationViews, clock }) };
      await app.register(
        weatherDataRoutes({ currentData, history, graph, stream, streamLimits, answers: answered }),
      );
      await app.register(
        windRoseRoutes({
          windRose: createWindRoseService({ stationViews, summaries, rollups, clock }),
          answers: answered,
        }),
      );
      await app.register(
        climateReportRoutes({ reports: createClimateReportService({ stationViews, summaries }) }),
      );
      await app.register(
        readingsExportRoutes({
          exports: createReadingsExportService({
            stationViews,
            readings,
            sensors: createSensorValuesReader(ctx.db),
          }),
          days: createDaysExportService({
            stationViews,
            days: createExportDaysRepository(ctx.db),
            sensors: createSensorValuesReader(ctx.db),
            sensorDays: createSensorDaysReader(ctx.db),
          }),
        }),
      );
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}

export type WeatherDataWiring = ReturnType<typeof wireWeatherData>;
