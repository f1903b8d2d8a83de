import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadBaseUrl, type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { nominatimPayload } from '../../../test/upstream-payloads.ts';
import { systemClock } from '../../clock.ts';
import { createNominatimProvider, NOMINATIM_USER_AGENT } from './nominatim.provider.ts';
import { createRequestThrottle } from './request-throttle.ts';

let upstream: FakeUpstream;
beforeEach(async () => {
  upstream = await startFakeUpstream(() => ({ json: nominatimPayload() }));
});
afterEach(async () => {
  await upstream.close();
});

// Spacing is tested in request-throttle.test.ts and geocoding.service.test.ts; here it would only slow down.
const noSpacing = createRequestThrottle({
  intervalMs: 0,
  maxWaitMs: 0,
  busy: () => new Error('busy'),
  clock: systemClock,
});

function provider(baseUrl = upstream.baseUrl, timeoutMs = 5000) {
  return createNominatimProvider({ baseUrl, timeoutMs, fetch: globalThis.fetch, throttle: noSpacing });
}

function gatewayError(fragment: string) {
  return { statusCode: 502, items: [{ message: expect.stringContaining(fragment) }] };
}

describe('Nominatim provider', () => {
  it('searches jsonv2, best match only, in German, with an identifying User-Agent', async () => {
    await provider().geocode('Rütenbrock, DE');
    const request = upstream.requests[0];
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'Rütenbrock, DE',
      format: 'jsonv2',
      limit: '1',
      'accept-language': 'de',
    });
    expect(request?.headers['user-agent']).toBe(NOMINATIM_USER_AGENT);
    expect(NOMINATIM_USER_AGENT).toMatch(/^meteodeck\//);
  });

  it("answers Google's shape with numeric coordinates", async () => {
    await expect(provider().geocode('Rütenbrock, DE')).resolves.toEqual({
      status: 'OK',
      results: [
        {
          formatted_address: 'Rütenbrock, Haren (Ems), Landkreis Emsland, Niedersachsen, 49733, Deutschland',
          geometry: { location: { lat: 52.8447193, lng: 7.1013455 } },
        },
      ],
    });
  });

  it('answers ZERO_RESULTS for an empty list', async () => {
    upstream.reply(() => ({ json: [] }));
    await expect(provider().geocode('Nirgendwo 123')).resolves.toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
  });

  it.each([
    ['empty', ''],
    ['not a number', 'north'],
    ['out of range', '123.5'],
  ])('answers 502 for a latitude that is %s', async (_case, lat) => {
    upstream.reply(() => ({ json: [{ ...nominatimPayload()[0], lat }] }));
    await expect(provider().geocode('Rütenbrock')).rejects.toMatchObject(
      gatewayError('ungültige Koordinaten'),
    );
  });

  it('answers 502 for a payload that is not a list of places', async () => {
    upstream.reply(() => ({ json: { error: 'Unable to geocode' } }));
    await expect(provider().geocode('Rütenbrock')).rejects.toMatchObject(
      gatewayError('Nominatim hat eine unerwartete Antwort geliefert'),
    );
  });

  it('answers 502 on an upstream 500', async () => {
    upstream.reply(() => ({ status: 500, text: 'Internal Server Error' }));
    await expect(provider().geocode('Rütenbrock')).rejects.toMatchObject(gatewayError('(HTTP 500)'));
  });

  it('answers 502 when Nominatim blocks the client (HTTP 403 with an HTML page)', async () => {
    upstream.reply(() => ({ status: 403, text: '<html>Access blocked</html>', contentType: 'text/html' }));
    await expect(provider().geocode('Rütenbrock')).rejects.toMatchObject(
      gatewayError('Nominatim hat die Anfrage abgelehnt (HTTP 403)'),
    );
  });

  it('gives up after the timeout when the upstream never answers', async () => {
    upstream.reply(() => ({ hang: true }));
    await expect(provider(upstream.baseUrl, 200).geocode('Rütenbrock')).rejects.toMatchObject(
      gatewayError('Nominatim hat nicht innerhalb von 0,2 s geantwortet'),
    );
  });

  it('fails at once when nothing listens at the base URL', async () => {
    await expect(provider(await deadBaseUrl()).geocode('Rütenbrock')).rejects.toMatchObject(
      gatewayError('Nominatim ist nicht erreichbar (ECONNREFUSED)'),
    );
  });
});
