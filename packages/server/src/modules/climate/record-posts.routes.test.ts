import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings } from '../../../test/readings-feed.ts';

const GREENHOUSE = 'extraTemperature:2';
const CELLAR = 'extraTemperature:3';
const SOIL = 'soilMoisture:1';

/**
 * A station with more than a year of data (30 °C on 1 June 2025) sets an all-time high on 24 November 2026
 * (31 °C at 10:00 local, then 32.5 °C at 10:30): one news post when the owner switched them on, its text
 * brought up to date by the second reading; none when the switch is off. Its public extra sensors' all-time
 * records are posted the same way, one post per sensor and kind, a hidden sensor's never.
 */
describe.each(dialects)('news posts of new records on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-24T10:00:00Z') });
  });
  afterEach(() => t.close());
  const call = injector(() => t.app);

  /** The news, once `count` are there (the check runs after the readings' request answered). */
  async function postsWhen(
    count: number,
    check: (posts: { name: string; description: string }[]) => boolean,
  ) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const posts = (await call('GET', '/api/post')).json().posts;
      if (posts.length === count && check(posts)) return posts;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await call('GET', '/api/post')).json().posts;
  }

  async function stationWithSwitch(on: boolean) {
    const station = await buildStation(t.db, {
      timezone: 'Europe/Berlin',
      name: 'Falkensee',
      quality: NO_SPIKE_FILTER,
    });
    await postReadings(t, station, [{ receivedAt: '2025-06-01T12:00:00Z', temperature: 30 }]);
    const admin = await t.loginAs('admin');
    const url = `/api/weatherStation/${station.id}/climateSettings`;
    const settings = (await call('GET', url, admin)).json();
    expect(settings.postNewRecords).toBe(false);
    const put = await call('PUT', url, admin, { ...settings, postNewRecords: on });
    expect(put.json().postNewRecords).toBe(on);
    return station;
  }

  it('posts the all-time record once and keeps its value up to date the same day', async () => {
    const station = await stationWithSwitch(true);
    await postReadings(t, station, [{ receivedAt: '2026-11-24T09:00:00Z', temperature: 31 }]);
    const first = await postsWhen(1, () => true);
    expect(first.map((post: { name: string }) => post.name)).toEqual(['Neuer Rekord: Höchste Temperatur']);
    expect(first[0]).toMatchObject({
      name: 'Neuer Rekord: Höchste Temperatur',
      description:
        'Die Station Falkensee hat am 24.11.2026 einen neuen Rekord seit Beginn ihrer Aufzeichnungen ' +
        'gemessen: Höchste Temperatur 31 °C (bisher 30 °C).',
    });
    await postReadings(t, station, [{ receivedAt: '2026-11-24T09:30:00Z', temperature: 32.5 }]);
    const updated = await postsWhen(1, (posts) => posts[0]?.description.includes('32,5') === true);
    expect(updated).toHaveLength(1);
    expect(updated[0].description).toContain('Höchste Temperatur 32,5 °C (bisher 30 °C)');
    // A reading that beats nothing (30.5 °C: neither above 32.5 nor below the lowest, 30) writes nothing.
    await postReadings(t, station, [{ receivedAt: '2026-11-24T09:40:00Z', temperature: 30.5 }]);
    expect(await postsWhen(2, () => true)).toHaveLength(1);
    expect(await t.db.selectFrom('climate_record_posts').select(['day', 'kind', 'scope']).execute()).toEqual([
      { day: '2026-11-24', kind: 'highestHigh', scope: 'allTime' },
    ]);
  });

  /** A reading of 30 °C at `receivedAt` with the extra sensors' `sensors` (JSON door). */
  async function postWithSensors(
    station: { reference: string; apiToken: string },
    receivedAt: string,
    sensors: Record<string, number>,
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${station.reference}/readings`,
      headers: { authorization: `Bearer ${station.apiToken}` },
      payload: [{ receivedAt, temperature: 30, sensors }],
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /**
   * Sensors with a value on 1 June 2025: 'Gewächshaus' (extraTemperature:2, public) 30 °C, 'Keller'
   * (extraTemperature:3, hidden) 40 °C, an unnamed public soil moisture (soilMoisture:1) 40 %.
   */
  async function stationWithSensors() {
    const station = await buildStation(t.db, {
      timezone: 'Europe/Berlin',
      name: 'Falkensee',
      quality: NO_SPIKE_FILTER,
    });
    await postWithSensors(station, '2025-06-01T12:00:00Z', { [GREENHOUSE]: 30, [CELLAR]: 40, [SOIL]: 40 });
    const admin = await t.loginAs('admin');
    const shown = await call('PUT', `/api/weatherStation/${station.id}/sensors`, admin, {
      sensors: [
        { key: GREENHOUSE, name: 'Gewächshaus', visibility: 'public', homeTile: false, position: 0 },
        { key: CELLAR, name: 'Keller', visibility: 'admin', homeTile: false, position: 1 },
        { key: SOIL, name: null, visibility: 'public', homeTile: false, position: 2 },
      ],
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const url = `/api/weatherStation/${station.id}/climateSettings`;
    const settings = (await call('GET', url, admin)).json();
    await call('PUT', url, admin, { ...settings, postNewRecords: true });
    return station;
  }

  it('posts a public sensor’s all-time record by its name, one per sensor and kind, never a hidden one’s', async () => {
    const station = await stationWithSensors();
    // 30 °C ties the main high: no main record. Both public sensors set their highest, the cellar too.
    await postWithSensors(station, '2026-11-24T09:00:00Z', { [GREENHOUSE]: 31, [CELLAR]: 45, [SOIL]: 45 });
    const posts = await postsWhen(2, () => true);
    const byName = (list: { name: string; description: string }[]) =>
      [...list].sort((a, b) => a.name.localeCompare(b.name, 'de'));
    expect(byName(posts).map(({ name, description }) => ({ name, description }))).toEqual([
      {
        name: 'Neuer Rekord: Bodenfeuchte 1 (Höchstwert)',
        description:
          'Die Station Falkensee hat am 24.11.2026 einen neuen Rekord seit Beginn ihrer Aufzeichnungen ' +
          'gemessen: Bodenfeuchte 1, Höchstwert 45 % (bisher 40 %).',
      },
      {
        name: 'Neuer Rekord: Gewächshaus (Höchstwert)',
        description:
          'Die Station Falkensee hat am 24.11.2026 einen neuen Rekord seit Beginn ihrer Aufzeichnungen ' +
          'gemessen: Gewächshaus, Höchstwert 31 °C (bisher 30 °C).',
      },
    ]);

    // The greenhouse beats it again: its post is rewritten, no new one; the cellar still posts nothing.
    await postWithSensors(station, '2026-11-24T09:30:00Z', { [GREENHOUSE]: 32.5, [CELLAR]: 50 });
    const updated = await postsWhen(2, (list) => list.some((post) => post.description.includes('32,5')));
    expect(byName(updated)[1]?.description).toContain('Gewächshaus, Höchstwert 32,5 °C (bisher 30 °C)');
    expect(JSON.stringify(updated)).not.toContain('Keller');
    const claims = await t.db
      .selectFrom('climate_record_posts')
      .select(['day', 'kind', 'scope', 'sensor_key'])
      .orderBy('sensor_key')
      .execute();
    expect(claims).toEqual([
      { day: '2026-11-24', kind: 'highest', scope: 'allTime', sensor_key: GREENHOUSE },
      { day: '2026-11-24', kind: 'highest', scope: 'allTime', sensor_key: SOIL },
    ]);
  });

  it('posts the hidden sensor’s record once the owner makes it public', async () => {
    const station = await stationWithSensors();
    await postWithSensors(station, '2026-11-24T09:00:00Z', { [CELLAR]: 45 });
    // The check ran (the main measures' and the public sensors' records: none): nothing claimed.
    expect(await postsWhen(1, () => true)).toEqual([]);
    expect(await t.db.selectFrom('climate_record_posts').selectAll().execute()).toEqual([]);
    const admin = await t.loginAs('admin');
    await call('PUT', `/api/weatherStation/${station.id}/sensors`, admin, {
      sensors: [{ key: CELLAR, name: 'Keller', visibility: 'public', homeTile: false, position: 1 }],
    });
    await postReadings(t, station, [{ receivedAt: '2026-11-24T09:10:00Z', temperature: 30 }]);
    const posts = await postsWhen(1, () => true);
    expect(posts.map((post: { name: string }) => post.name)).toEqual(['Neuer Rekord: Keller (Höchstwert)']);
  });

  it('posts the next record once the switch is turned on after a reading checked with it off', async () => {
    const station = await stationWithSwitch(false);
    // Checked with the switch off, which the service then keeps for the station.
    await postReadings(t, station, [{ receivedAt: '2025-06-02T12:00:00Z', temperature: 30 }]);
    const admin = await t.loginAs('admin');
    const url = `/api/weatherStation/${station.id}/climateSettings`;
    const settings = (await call('GET', url, admin)).json();
    const put = await call('PUT', url, admin, { ...settings, postNewRecords: true });
    expect(put.json().postNewRecords).toBe(true);
    await postReadings(t, station, [{ receivedAt: '2026-11-24T09:00:00Z', temperature: 31 }]);
    const posts = await postsWhen(1, () => true);
    expect(posts.map((post: { name: string }) => post.name)).toEqual(['Neuer Rekord: Höchste Temperatur']);
  });

  it('posts nothing while the switch is off', async () => {
    const station = await stationWithSwitch(false);
    await postReadings(t, station, [{ receivedAt: '2026-11-24T09:00:00Z', temperature: 31 }]);
    expect(await postsWhen(1, () => true)).toEqual([]);
    expect(await t.db.selectFrom('climate_record_posts').selectAll().execute()).toEqual([]);
  });
});
