import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

const knots = {
  type: 'Sailing',
  temperatureUnit: '°C',
  speedUnit: 'kn',
  rainUnit: 'mm',
  solarRadiationUnit: 'W/m²',
  pmUnit: 'µg/m³',
  humidityUnit: '%',
  cloudBaseUnit: 'ft',
  windDirUnit: '°',
  pressureUnit: 'hPa',
};

describe.each(dialects)('unit routes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const call = injector(() => t.app);
  const types = (body: { units: { type: string }[] }) => body.units.map((unit) => unit.type);

  it('lists every unit set to anyone without paging parameters, and pages with them', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    for (const type of ['A', 'B', 'C', 'D', 'E']) {
      t.clock.advance(1000);
      expect((await call('POST', '/api/unit', admin, { ...knots, type })).statusCode).toBe(201);
    }
    const all = await call('GET', '/api/unit');
    expect(all.statusCode).toBe(200);
    expect(all.json().numberOfResult).toBe(7);
    expect(types(all.json())).toHaveLength(7);
    expect(types(all.json()).slice(0, 2)).toEqual(['E', 'D']);

    const page = await call('GET', '/api/unit?page=2&maxResult=2&order=ASC');
    // Metric and Imperial share the seed time, so the id decides between them.
    expect(types(page.json())).toEqual(['A', 'B']);
    expect(types((await call('GET', '/api/unit?page=1')).json())).toHaveLength(5);
    expect((await call('GET', '/api/unit?maxResult=0')).statusCode).toBe(400);
  });

  it('shows one unit set to anyone, 404 for an unknown id', async () => {
    t = await buildTestApp(dialect);
    const metric = (await call('GET', '/api/unit?order=ASC')).json().units[0];
    const response = await call('GET', `/api/unit/${metric.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: metric.id,
      type: 'Metric',
      temperatureUnit: '°C',
      speedUnit: 'km/h',
      rainUnit: 'mm',
      solarRadiationUnit: 'W/m²',
      pmUnit: 'µg/m³',
      humidityUnit: '%',
      cloudBaseUnit: 'm',
      windDirUnit: '°',
      pressureUnit: 'hPa',
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:00:00.000Z',
    });
    const unknown = await call('GET', '/api/unit/9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ message: 'Unité 9999 introuvable' }]);
  });

  it('lets an admin create, update and delete a unit set', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const created = await call('POST', '/api/unit', admin, knots);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...knots, id: expect.any(Number) });
    const id: number = created.json().id;

    t.clock.advance(60_000);
    const updated = await call('PUT', `/api/unit/${id}`, admin, {
      ...knots,
      speedUnit: 'm/s',
      type: ' Sail ',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id,
      type: 'Sail',
      speedUnit: 'm/s',
      updatedAt: '2026-06-15T10:01:00.000Z',
    });
    expect((await call('GET', `/api/unit/${id}`)).json().speedUnit).toBe('m/s');

    const deleted = await call('DELETE', `/api/unit/${id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', `/api/unit/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/unit/${id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/unit/${id}`, admin, knots)).statusCode).toBe(404);
  });

  it('reports every field problem at once, with the closed lists', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const response = await call('POST', '/api/unit', admin, {
      ...knots,
      type: '  ',
      temperatureUnit: 'K',
      speedUnit: 'km/s',
      pressureUnit: undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { propertyPath: 'type', message: 'Cette valeur ne doit pas être vide.' },
      { propertyPath: 'temperatureUnit', message: "Choisissez l'une des valeurs suivantes : °C, °F." },
      { propertyPath: 'speedUnit', message: "Choisissez l'une des valeurs suivantes : km/h, m/s, mph, kn." },
      { propertyPath: 'pressureUnit', message: 'Cette valeur ne doit pas être vide.' },
    ]);
    expect((await call('GET', '/api/unit')).json().numberOfResult).toBe(2);
  });

  it('answers 409 for a duplicate type, on create and on update', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const duplicate = await call('POST', '/api/unit', admin, { ...knots, type: 'Metric' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual([
      { propertyPath: 'type', message: 'Une unité de type « Metric » existe déjà.' },
    ]);
    const id: number = (await call('POST', '/api/unit', admin, knots)).json().id;
    const renamed = await call('PUT', `/api/unit/${id}`, admin, { ...knots, type: 'Imperial' });
    expect(renamed.statusCode).toBe(409);
    // Keeping its own type is no conflict.
    expect((await call('PUT', `/api/unit/${id}`, admin, knots)).statusCode).toBe(200);
  });

  it('refuses with 409 to delete a unit set a station still uses', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const imperial = (await call('GET', '/api/unit'))
      .json()
      .units.find((u: { type: string }) => u.type === 'Imperial');
    await buildStation(t.db, { preferedUnit: 'Imperial' });
    const response = await call('DELETE', `/api/unit/${imperial.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      { message: "L'unité « Imperial » est encore utilisée par une station météo." },
    ]);
    expect((await call('GET', `/api/unit/${imperial.id}`)).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to an editor on every write', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const metricId: number = (await call('GET', '/api/unit')).json().units[0].id;
    const writes = [
      ['POST', '/api/unit', knots],
      ['PUT', `/api/unit/${metricId}`, knots],
      ['DELETE', `/api/unit/${metricId}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode).toBe(401);
      const forbidden = await call(method, url, editor, payload);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual([{ message: 'Accès refusé' }]);
    }
    expect((await call('GET', '/api/unit')).json().numberOfResult).toBe(2);
  });
});
