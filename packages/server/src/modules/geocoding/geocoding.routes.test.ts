import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { deadBaseUrl, type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { googleGeocodingPayload, nominatimPayload } from '../../../test/upstream-payloads.ts';

// These routes touch no database, so they run on SQLite only; the harness still builds the whole real app.
let upstream: FakeUpstream;
let t: TestApp | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream((request) =>
    request.url.pathname === '/search' ? { json: nominatimPayload() } : { json: googleGeocodingPayload() },
  );
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await upstream.close();
});

async function app(env: Record<string, string> = {}) {
  t = await buildTestApp('sqlite', {
    env: { NOMINATIM_BASE_URL: upstream.baseUrl, GOOGLE_GEOCODING_BASE_URL: upstream.baseUrl, ...env },
  });
  return t;
}

function get(testApp: TestApp, address: string | undefined) {
  const query = address === undefined ? '' : `?address=${encodeURIComponent(address)}`;
  return testApp.app.inject({ method: 'GET', url: `/api/geocoding${query}` });
}

describe('GET /api/geocoding', () => {
  it("answers Google's shape from Nominatim without login", async () => {
    const response = await get(await app(), 'Rütenbrock, DE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      results: [
        {
          formatted_address: 'Rütenbrock, Haren (Ems), Landkreis Emsland, Niedersachsen, 49733, Deutschland',
          geometry: { location: { lat: 52.8447193, lng: 7.1013455 } },
        },
      ],
    });
    expect(upstream.requests[0]?.url.searchParams.get('q')).toBe('Rütenbrock, DE');
  });

  it('answers ZERO_RESULTS when nothing matches', async () => {
    upstream.reply(() => ({ json: [] }));
    const response = await get(await app(), 'Nirgendwo 123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('answers from Google when a key is configured', async () => {
    const response = await get(await app({ GOOGLE_MAPS_API_KEY: 'g-key' }), 'Rütenbrock');
    expect(response.statusCode).toBe(200);
    expect(upstream.requests[0]?.url.pathname).toBe('/maps/api/geocode/json');
    expect(response.json()).toMatchObject({
      status: 'OK',
      results: [{ formatted_address: expect.any(String) }],
    });
  });

  it('asks the provider once for two searches of the same address', async () => {
    const testApp = await app();
    expect((await get(testApp, 'Rütenbrock, DE')).statusCode).toBe(200);
    expect((await get(testApp, ' rütenbrock, de')).statusCode).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['over 200 characters', 'a'.repeat(201)],
  ])('answers 400 on address when it is %s', async (_case, address) => {
    const response = await get(await app(), address);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ message: expect.any(String), propertyPath: 'address' }]);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 400 with a German message for an address of blanks', async () => {
    const response = await get(await app(), '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ message: 'Bitte eine Adresse eingeben', propertyPath: 'address' }]);
  });

  it('answers 502 when Google refuses the key', async () => {
    upstream.reply(() => ({ json: { status: 'REQUEST_DENIED', error_message: 'Bad key.', results: [] } }));
    const response = await get(await app({ GOOGLE_MAPS_API_KEY: 'g-key' }), 'Rütenbrock');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual([
      { message: 'Google Geocoding hat die Anfrage abgelehnt (REQUEST_DENIED: Bad key.)' },
    ]);
  });

  it('answers 502 with a clear message when the provider answers 500', async () => {
    upstream.reply(() => ({ status: 500, text: 'Internal Server Error' }));
    const response = await get(await app(), 'Rütenbrock');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual([{ message: 'Nominatim hat die Anfrage abgelehnt (HTTP 500)' }]);
  });

  it('answers 502 at once when the provider cannot be reached', async () => {
    const testApp = await app({ NOMINATIM_BASE_URL: await deadBaseUrl() });
    const started = performance.now();
    const response = await get(testApp, 'Rütenbrock');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual([{ message: 'Nominatim ist nicht erreichbar (ECONNREFUSED)' }]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
