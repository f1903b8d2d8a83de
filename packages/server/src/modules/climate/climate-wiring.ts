/**
 * The climate module wired: a station's climate from the daily summaries: a year by day (day counts, heat
 * map), one calendar day in every year, and the records (the days before today folded once, kept until a
 * reading lands in them or the station changes); the normals and agro figures of a year; each page's answer
 * kept until a reading lands in its window (climate-answers.ts); the news posts of the records a station
 * sets, checked after this process stores its readings.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import {
  createAgroInputsRepository,
  createSummariesReadRepository,
  createSummaryRecordsRepository,
  type ReadingsWiring,
} from '../readings/index.ts';
import { createSensorDaysReader, createSensorValuesReader } from '../sensors/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import { createMemoryPastCache } from '../weather-data/index.ts';
import { agroRoutes } from './agro.routes.ts';
import { createAgroService } from './agro.service.ts';
import { createClimateAnswers } from './climate-answers.ts';
import { createClimateSettingsRepository } from './climate-settings.repository.ts';
import { dayCountsRoutes } from './day-counts.routes.ts';
import { createClimateDaysService } from './day-counts.service.ts';
import { heatMapRoutes } from './heat-map.routes.ts';
import { normalsRoutes } from './normals.routes.ts';
import { createNormalsService } from './normals.service.ts';
import type { DerivedNormals } from './normals.ts';
import { onThisDayRoutes } from './on-this-day.routes.ts';
import { createOnThisDayService } from './on-this-day.service.ts';
import { createRecordPostsRepository } from './record-posts.repository.ts';
import { createRecordPostsService, type PostWriter } from './record-posts.service.ts';
import { climateRecordsRoutes } from './records.routes.ts';
import { createClimateRecordsService } from './records.service.ts';
import type { RecordsFold } from './records.ts';
import { createSensorRecordsReader } from './records-sensors.service.ts';
import type { SensorRecordsFold } from './records-sensors.ts';

export function wireClimate(
  ctx: WireContext & {
    stations: StationsWiring;
    readings: ReadingsWiring;
    /** The posts module's service: the news posts of the records a station sets. */
    posts: { service: PostWriter };
  },
) {
  const { db, clock, events } = ctx;
  const stationViews = ctx.stations.views;
  const summaries = createSummariesReadRepository(db);
  const climateDays = createClimateDaysService({ stationViews, summaries, clock });
  const onThisDay = createOnThisDayService({ stationViews, summaries, clock });
  const pastRecords = createMemoryPastCache<RecordsFold>({ events: ctx.readings.readingEvents, clock });
  events.on('stationChanged', ({ stationId }) => pastRecords.invalidate(stationId));
  const pastSensorRecords = createMemoryPastCache<SensorRecordsFold>({
    events: ctx.readings.readingEvents,
    clock,
  });
  events.on('stationChanged', ({ stationId }) => pastSensorRecords.invalidate(stationId));
  const records = createClimateRecordsService({
    stationViews,
    summaries: createSummaryRecordsRepository(db),
    pastRecords,
    sensorRecords: createSensorRecordsReader({
      sensors: createSensorValuesReader(db),
      days: createSensorDaysReader(db),
      past: pastSensorRecords,
    }),
    clock,
  });
  const derivedNormals = createMemoryPastCache<DerivedNormals | null>({
    events: ctx.readings.readingEvents,
    clock,
  });
  events.on('stationChanged', ({ stationId }) => derivedNormals.invalidate(stationId));
  const climateSettings = createClimateSettingsRepository(db);
  const normals = createNormalsService({
    stations: ctx.stations.stations,
    stationViews,
    summaries,
    settings: climateSettings,
    setStationDay: (stationId, day) => ctx.stations.service.setStationDay(stationId, day),
    derived: derivedNormals,
    clock,
  });
  const agro = createAgroService({ stationViews, inputs: createAgroInputsRepository(db), normals, clock });
  // The pages' answers kept (climate-answers.ts), dropped with a station's edit, here or in another process.
  const answers = createClimateAnswers({ stationViews, events: ctx.readings.readingEvents, clock });
  events.on('stationChanged', ({ stationId }) => answers.invalidate(stationId));
  const normalsRouted: typeof normals = {
    ...normals,
    // New settings change the normals and agro answers: told as a station change (other processes too).
    async putSettings(stationId, body) {
      const saved = await normals.putSettings(stationId, body);
      events.emit('stationChanged', { stationId, origin: 'local' });
      return saved;
    },
  };
  const recordPosts = createRecordPostsService({
    stations: ctx.stations.stations,
    settings: climateSettings,
    records,
    recordPosts: createRecordPostsRepository(db),
    posts: ctx.posts.service,
    clock,
    onError: (error) => ctx.log.error({ err: error }, 'news post of a record failed'),
  });
  // Only this process's readings: another process on the same database checks its own.
  events.on('readingStored', ({ stationId, origin }) => {
    if (origin === 'local') recordPosts.readingsStored(stationId);
  });
  // The switch it keeps goes with a change of the station: saved settings (putSettings above), or another
  // process's edit through the change feed.
  events.on('stationChanged', ({ stationId }) => recordPosts.stationChanged(stationId));
  return {
    recordPosts,
    /** A station's climate settings as the back office shows them, for the audit trail. */
    auditView: (id: number): Promise<unknown> => normals.getSettings(id),
    async stop() {
      await recordPosts.settled();
    },
    async routes(app) {
      await app.register(dayCountsRoutes({ answers, climateDays }));
      await app.register(heatMapRoutes({ answers, climateDays }));
      await app.register(onThisDayRoutes({ answers, onThisDay }));
      await app.register(climateRecordsRoutes({ answers, records }));
      await app.register(normalsRoutes({ answers, normals: normalsRouted }));
      await app.register(agroRoutes({ answers, agro }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}
