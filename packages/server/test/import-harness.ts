/**
 * History imports (modules/imports) in a test. The importer run directly on the test app's database,
 * through the same ingestion service the doors use:
 *
 *   const importer = await createTestImporter(t, station);
 *   const report = await importer.run({ kind: 'weewx', path: archive });
 *   const day = await importer.summary('2024-03-10');      // the station's daily_summaries row
 *
 * Or the back office's imports API, on a fresh app for each test of a suite:
 *
 *   const api = useImportsApi(dialect, 'meteodeck-import-mapping-');
 *   const id = await api.upload(text, { kind: 'csv', fileName: 'logger.csv' });   // opened and sent whole
 *   const { admin } = api.current();                     // the running test's admin token (and t, dir)
 *   expect((await api.call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(202);
 *   const job = await api.finished(id);
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CumulusUnitsInput, ImportJob, ImportKind } from '@meteodeck/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { DailySummaryRow } from '../src/db/database.ts';
import { runImport } from '../src/modules/imports/importer.ts';
import { openImportSource, type SourceChoice } from '../src/modules/imports/open-source.ts';
import {
  createStationCredentials,
  type UploadStation,
} from '../src/modules/readings/doors/station-credentials.ts';
import { createReadingsService } from '../src/modules/readings/ingest/readings.service.ts';
import { createMemoryReadingEvents } from '../src/modules/readings/reading-events.ts';
import {
  createImportedSensorExtremesStore,
  createImportedSensorsStore,
} from '../src/modules/sensors/index.ts';
import { createStationsRepository } from '../src/modules/stations/stations.repository.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import type { TestDialect } from './dialects.ts';
import { type Call, injector } from './http.ts';

/** An importer bound to one station of `t` (default: the seeded SSDP41000). */
export async function createTestImporter(t: TestApp, reference = 'SSDP41000') {
  const stations = createStationsRepository(t.db);
  const readings = createReadingsService({
    db: t.db,
    dialect: t.dialect,
    clock: t.clock,
    events: createMemoryReadingEvents(),
    credentials: createStationCredentials({
      findByReference: (r) => stations.findByReference(r),
      clock: t.clock,
    }),
    log: { warn: () => {} },
  });
  const found = await stations.getByReference(reference);
  const station: UploadStation = {
    id: found.id,
    reference: found.reference,
    elevation: found.elevation,
    timezone: found.timezone,
    dayStartHour: found.dayStartHour,
  };
  return {
    readings,
    station,
    /** Opens `choice` and imports it whole, in batches of `batchSize` rows. */
    async run(choice: SourceChoice, batchSize?: number) {
      const source = await openImportSource(choice, station.timezone, station.dayStartHour);
      try {
        return await runImport({
          readings,
          sensors: createImportedSensorsStore(t.db, t.dialect),
          sensorExtremes: createImportedSensorExtremesStore(t.db, t.dialect),
          station,
          source,
          ...(batchSize === undefined ? {} : { batchSize }),
        });
      } finally {
        await source.close();
      }
    },
    /** The station's summary of local day `day` ('YYYY-MM-DD'); throws when there is none. */
    summary(day: string): Promise<DailySummaryRow> {
      return t.db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', station.id)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
    },
    /** How many readings the station has. */
    async count(): Promise<number> {
      const row = await t.db
        .selectFrom('readings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('weather_station_id', '=', station.id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** The app, the temporary folder (uploads in `dir/uploads`) and the admin's token of the running test. */
export interface ImportsApiTest {
  t: TestApp;
  dir: string;
  admin: string;
}

/**
 * The imports API for each test of the calling suite: before each, a temporary folder named `prefix…`, the
 * app on `dialect` with IMPORT_DIR in that folder and IMPORT_MAX_MB 64, and an admin logged in; after each,
 * the app closed and the folder removed. Its members read the running test's app and token.
 */
export function useImportsApi(dialect: TestDialect, prefix: string) {
  let current: ImportsApiTest | undefined;
  const now = (): ImportsApiTest => {
    if (current === undefined) throw new Error('useImportsApi: no test running');
    return current;
  };
  beforeEach(async () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    let t: TestApp;
    try {
      t = await buildTestApp(dialect, { env: { IMPORT_DIR: join(dir, 'uploads'), IMPORT_MAX_MB: '64' } });
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    // Set before the login, so that the app is closed after the test whatever happens next.
    current = { t, dir, admin: '' };
    current.admin = await t.loginAs('admin');
  });
  afterEach(async () => {
    const ended = current;
    current = undefined;
    if (ended === undefined) return;
    try {
      await ended.t.close();
    } finally {
      rmSync(ended.dir, { recursive: true, force: true });
    }
  });
  const call: Call = injector(() => now().t.app);

  /** Sends `bytes` of job `id`'s file at `offset`, authorised by `token` (default: the admin). */
  const sendChunk = (
    id: number,
    offset: number,
    bytes: Buffer,
    token?: string,
  ): Promise<LightMyRequestResponse> =>
    now().t.app.inject({
      method: 'PUT',
      url: `/api/import/${id}/content?offset=${offset}`,
      headers: {
        authorization: `Bearer ${token ?? now().admin}`,
        'content-type': 'application/octet-stream',
      },
      payload: bytes,
    });

  return {
    /** The running test's app, folder and admin token (set before each test). */
    current: now,
    call,
    sendChunk,
    /**
     * Opens an import of `file` (default: a CSV file `logger.csv` for SSDP41000) and sends it whole, each
     * step checked; returns the job's id.
     */
    async upload(
      file: Buffer | string,
      options: {
        kind?: ImportKind;
        fileName?: string;
        station?: string;
        cumulusUnits?: CumulusUnitsInput | undefined;
      } = {},
    ): Promise<number> {
      const bytes = typeof file === 'string' ? Buffer.from(file) : file;
      const created = await call('POST', '/api/import', now().admin, {
        station: options.station ?? 'SSDP41000',
        kind: options.kind ?? 'csv',
        fileName: options.fileName ?? 'logger.csv',
        size: bytes.length,
        ...(options.cumulusUnits === undefined ? {} : { cumulusUnits: options.cumulusUnits }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<ImportJob>();
      const sent = await sendChunk(id, 0, bytes);
      expect(sent.statusCode, sent.body).toBe(200);
      return id;
    },
    /** Job `id` once it is done, failed or interrupted (polled through the API, 20 s at most). */
    async finished(id: number): Promise<ImportJob> {
      let job: ImportJob | undefined;
      await vi.waitFor(
        async () => {
          job = (await call('GET', `/api/import/${id}`, now().admin)).json<ImportJob>();
          expect(['done', 'failed', 'interrupted']).toContain(job.status);
        },
        { timeout: 20_000, interval: 50 },
      );
      if (job === undefined) throw new Error('no job');
      return job;
    },
  };
}
