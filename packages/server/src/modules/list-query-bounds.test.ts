/**
 * Every numeric query parameter is bounded by its schema: a page number no database offset can hold
 * (`page=1e308`, `page=Infinity`) is a 400 naming `page`, never a 500; text PostgreSQL cannot store (a NUL
 * character) is a 4xx too.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';

const LISTS = [
  '/api/post',
  '/api/unit',
  '/api/weatherStation',
  '/api/observation',
  '/api/user',
  '/api/contact',
];

describe.each(dialects)('list query bounds on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    token = await t.loginAs('admin');
  });
  afterEach(() => t.close());

  it.each(LISTS)('answers 400 on page for page=1e308 and page=2147483648 on %s', async (path) => {
    for (const page of ['1e308', '2147483648', '9007199254740993', 'Infinity', '-Infinity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${path}?page=${page}&maxResult=5`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual([expect.objectContaining({ propertyPath: 'page' })]);
    }
  });

  it('refuses a coerced Infinity in any numeric query parameter (maxResult, lat, lng)', async () => {
    for (const url of [
      '/api/post?maxResult=Infinity',
      '/api/openWeather?lat=Infinity&lng=7.1',
      '/api/openWeather?lat=52.8&lng=-Infinity',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('answers a NUL character in a path or a body with a 4xx, never a 500', async () => {
    for (const url of [
      '/api/weatherStation/%00',
      '/api/weatherStation/observation/last/SSDP%0041000',
      '/api/weatherData/%00/currentData/detail',
      '/weatherstation/updateweatherstation.php?ID=%00&PASSWORD=x&dateutc=now&tempf=50',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Nul\u0000', description: 'Texte' },
    });
    expect(post.statusCode).toBeLessThan(500);
  });

  it.each(LISTS)('still serves the last allowed page of %s (empty)', async (path) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${path}?page=1000000&maxResult=100`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().numberOfResult).toBeGreaterThanOrEqual(0);
  });
});
