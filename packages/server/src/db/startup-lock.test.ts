/**
 * Processes that start together on one database prepare it one after the other: one seeds, the others find
 * it seeded; a process whose preparation failed does not keep the others waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { seedDatabase } from '../seed.ts';
import type { DbHandle } from './create-db.ts';
import { withStartupLock } from './startup-lock.ts';

describe.each(dialects)('startup lock on %s', (dialect) => {
  let t: TestApp;
  let other: DbHandle;
  afterEach(async () => {
    await other.db.destroy();
    await t.close();
  });

  it('lets the next process prepare the database after one whose preparation failed', async () => {
    t = await buildTestApp(dialect, { seed: false });
    other = t.openDatabase();
    await expect(
      withStartupLock(t.db, dialect, async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    const next = withStartupLock(other.db, other.dialect, async () => 'prepared');
    const late = new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5000));
    expect(await Promise.race([next, late])).toBe('prepared');
  });
});

describe.each(dialects.filter((d) => d === 'postgres'))('startup of two processes on %s', (dialect) => {
  let t: TestApp;
  let other: DbHandle;
  afterEach(async () => {
    await other.db.destroy();
    await t.close();
  });

  it('seeds an empty database once when two processes start at the same moment', async () => {
    t = await buildTestApp(dialect, { seed: false });
    other = t.openDatabase();
    const start = (db: DbHandle['db']) =>
      withStartupLock(db, dialect, () => seedDatabase({ db, config: t.config, clock: t.clock }));
    const reports = await Promise.all([start(t.db), start(other.db)]);
    expect(reports.filter((report) => report.adminCreated)).toHaveLength(1);
    expect(reports.filter((report) => report.stationCreated)).toHaveLength(1);
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users).toHaveLength(1);
    const stations = await t.db.selectFrom('weather_stations').select('reference').execute();
    expect(stations).toHaveLength(1);
  });
});
