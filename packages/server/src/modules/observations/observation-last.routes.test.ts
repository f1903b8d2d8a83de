import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, buildUser } from '../../../test/factories.ts';
import { createObservationsRepository } from './observations.repository.ts';

describe.each(dialects)('GET /api/weatherStation/observation/last/{reference} on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const get = (reference: string) =>
    t.app.inject({ method: 'GET', url: `/api/weatherStation/observation/last/${reference}` });

  it('answers 404 in the spec format for an unknown station and for a station without observation', async () => {
    const unknown = await get('NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ message: 'Station météo NOPE introuvable' }]);
    const station = await buildStation(t.db);
    const none = await get(station.reference);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual([
      { message: `Aucune observation pour la station météo ${station.reference}` },
    ]);
  });

  it("returns the station's newest observation without login, not another station's", async () => {
    const station = await buildStation(t.db, { name: 'Jardin' });
    const other = await buildStation(t.db);
    const author = await buildUser(t.db, { email: 'observer@meteodeck.test' });
    const observations = createObservationsRepository(t.db);
    const day = Date.UTC(2026, 5, 15, 8, 0, 0);
    await observations.insert({ message: 'Brouillard matinal', stationId: station.id }, author.id, day);
    const newest = await observations.insert(
      { message: 'Éclaircies', stationId: station.id },
      author.id,
      day + 3_600_000,
    );
    await observations.insert({ message: 'Orage', stationId: other.id }, author.id, day + 7_200_000);

    const response = await get(station.reference);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: newest.id,
      message: 'Éclaircies',
      weatherStation: { reference: station.reference, name: 'Jardin' },
      createdAt: '2026-06-15T09:00:00.000Z',
      updatedAt: '2026-06-15T09:00:00.000Z',
    });
    // Visitors see the message, never who wrote it: an e-mail address in a public answer is harvested.
    expect(response.body).not.toContain('observer@meteodeck.test');
  });
});
