/**
 * The benchmark's databases: a fresh one for each part of a run (a SQLite file in a temp folder, or a
 * PostgreSQL schema of its own in BENCH_DATABASE_URL or TEST_DATABASE_URL), with the environment a server
 * process needs, and stations added beside the seeded SSDP41000.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config.ts';
import { createDb } from '../packages/server/src/db/create-db.ts';
import { createStationsRepository } from '../packages/server/src/modules/stations/stations.repository.ts';
import { createUnitsRepository } from '../packages/server/src/modules/units/units.repository.ts';

export type Dialect = 'sqlite' | 'postgres';

/** The seeded station's reference and the upload token the benchmark gives it. */
export const STATION = 'SSDP41000';
export const TOKEN = 'bench-station-token';

export interface BenchDatabase {
  /** Environment of a server process on it (DATABASE_URL, secrets, the seeded station's token). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh database for one part of the run: its environment for the server, and how to drop it. */
export async function freshDatabase(dialect: Dialect): Promise<BenchDatabase> {
  const base = {
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
    ADMIN_EMAIL: 'bench@meteodeck.test',
    ADMIN_PASSWORD: 'bench password long enough',
    DEFAULT_STATION_TOKEN: TOKEN,
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
  };
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-bench-'));
    return {
      env: { ...base, DATABASE_URL: `sqlite:${join(dir, 'bench.db')}` },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url === undefined) throw new Error('PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA "${schema}"`);
  const separator = url.includes('?') ? '&' : '?';
  return {
    env: {
      ...base,
      // The schema's name as the connections' application_name: the fleet's report counts the CPU time of
      // these backends (and of PostgreSQL's own background processes), not of other databases' clients.
      DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}&application_name=${schema}`,
    },
    drop: () => admin(`DROP SCHEMA "${schema}" CASCADE`),
  };
}

/** Adds Metric stations to the database of `env` (for loads that need more than the seeded one). */
export async function addStations(
  env: Record<string, string>,
  stations: ReadonlyArray<{ reference: string; token: string }>,
): Promise<void> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const { db } = createDb(config.database);
  try {
    const metric = await createUnitsRepository(db).findByType('Metric');
    if (metric === undefined) throw new Error('no Metric unit set');
    const repository = createStationsRepository(db);
    for (const { reference, token } of stations) {
      await repository.insert({
        reference,
        name: reference,
        description: '',
        short_description: '',
        country: 'DE',
        address: '',
        city: 'Falkensee',
        postal_code: '14612',
        lat: 52.56,
        lng: 13.08,
        elevation: 30,
        model: 'GW1000',
        api_token: token,
        prefered_unit_id: metric.id,
        timezone: 'Europe/Berlin',
        created_at: Date.UTC(2016, 0, 1),
        updated_at: Date.UTC(2016, 0, 1),
      });
    }
  } finally {
    await db.destroy();
  }
}

/** Adds one Metric station. */
export function addStation(env: Record<string, string>, reference: string, token: string): Promise<void> {
  return addStations(env, [{ reference, token }]);
}
