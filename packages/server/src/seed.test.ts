import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/build-test-app.ts';
import { dialects } from '../test/dialects.ts';
import { verifyPassword } from './modules/auth/password.ts';
import { DEFAULT_ADMIN_EMAIL, seedDatabase } from './seed.ts';

describe.each(dialects)('seeding on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('creates the unit sets, the default station and the admin from the environment', async () => {
    t = await buildTestApp(dialect, { env: { DEFAULT_STATION_TOKEN: 'ruetenbrock-token-42' } });
    const units = await t.db.selectFrom('units').selectAll().orderBy('id').execute();
    expect(
      units.map((u) => [
        u.type,
        u.temperature_unit,
        u.speed_unit,
        u.rain_unit,
        u.pressure_unit,
        u.cloud_base_unit,
      ]),
    ).toEqual([
      ['Metric', '°C', 'km/h', 'mm', 'hPa', 'm'],
      ['Imperial', '°F', 'mph', 'in', 'inHg', 'ft'],
    ]);
    const station = await t.db.selectFrom('weather_stations').selectAll().executeTakeFirstOrThrow();
    expect(station).toMatchObject({
      reference: 'SSDP41000',
      name: 'Rütenbrock',
      city: 'Rütenbrock',
      country: 'DE',
      postal_code: '49757',
      lat: 52.84,
      lng: 7.1,
      elevation: 20,
      model: 'WH2650',
      timezone: 'Europe/Berlin',
      api_token: 'ruetenbrock-token-42',
      prefered_unit_id: units[0]?.id,
    });
    // Spec §2 /about: three other stations, real neighbours of Rütenbrock.
    expect(JSON.parse(station.other_stations ?? '[]')).toEqual([
      { name: 'Emden (DWD)', url: 'https://meteostat.net/de/station/10200' },
      { name: 'Lingen (DWD)', url: 'https://meteostat.net/de/station/10305' },
      { name: 'Groningen-Eelde (KNMI)', url: 'https://meteostat.net/de/station/06280' },
    ]);
    const admin = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(admin.email).toBe(TEST_ADMIN_EMAIL);
    expect(JSON.parse(admin.roles)).toEqual(['ROLE_ADMIN']);
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('writes a generated admin password once to an owner-only file, prints its path, and a second run seeds nothing', async () => {
    t = await buildTestApp(dialect, { seed: false });
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-seed-'));
    const file = join(dir, 'admin-password.txt');
    const printed: string[] = [];
    const config = {
      adminEmail: undefined,
      adminPassword: undefined,
      defaultStationToken: undefined,
      adminPasswordFile: file,
    };
    const first = await seedDatabase({ db: t.db, config, clock: t.clock, print: (m) => printed.push(m) });
    expect(first).toMatchObject({ unitsCreated: true, stationCreated: true, adminCreated: true });
    expect(first.adminPasswordFile).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(printed).toHaveLength(1);
    // The path, never the password: what is printed ends up in logs (systemd's journal, docker logs).
    expect(printed[0]).toContain(file);
    expect(printed[0]).toContain(DEFAULT_ADMIN_EMAIL);
    expect(printed[0]).not.toContain(password);
    rmSync(dir, { recursive: true, force: true });

    const station = await t.db.selectFrom('weather_stations').select('api_token').executeTakeFirstOrThrow();
    expect(station.api_token.length).toBeGreaterThanOrEqual(24);

    const second = await seedDatabase({ db: t.db, config, clock: t.clock, print: (m) => printed.push(m) });
    expect(second).toEqual({ unitsCreated: false, stationCreated: false, adminCreated: false });
    expect(printed).toHaveLength(1);
    const counts = await Promise.all(
      (['units', 'weather_stations', 'users'] as const).map(
        async (table) => (await t.db.selectFrom(table).select('id').execute()).length,
      ),
    );
    expect(counts).toEqual([2, 1, 1]);
    const admin = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password_hash, password)).toBe(true);
  });
});
