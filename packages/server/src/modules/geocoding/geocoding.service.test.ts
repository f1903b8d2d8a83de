import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { googleGeocodingPayload, nominatimPayload } from '../../../test/upstream-payloads.ts';
import { systemClock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { createGeocodingService, GEOCODING_CACHE_TTL_MS } from './geocoding.service.ts';

let upstream: FakeUpstream;
let now: number;
const clock = { now: () => now };
// The throttle's waits resolve at once and the clock stands still unless a test moves it.
const instantSleep = async () => {};

beforeEach(async () => {
  now = Date.UTC(2026, 10, 21, 10);
  upstream = await startFakeUpstream((request) =>
    request.url.pathname === '/search' ? { json: nominatimPayload() } : { json: googleGeocodingPayload() },
  );
});
afterEach(async () => {
  await upstream.close();
});

function geocodingConfig(overrides: Partial<Config['geocoding']> = {}): Config['geocoding'] {
  return {
    provider: 'nominatim',
    googleApiKey: undefined,
    nominatimBaseUrl: upstream.baseUrl,
    googleBaseUrl: upstream.baseUrl,
    timeoutMs: 5000,
    ...overrides,
  };
}

function service(overrides: Partial<Config['geocoding']> = {}) {
  return createGeocodingService({ geocoding: geocodingConfig(overrides), clock, sleep: instantSleep });
}

describe('geocoding service', () => {
  it('asks the provider once for two searches of the same address', async () => {
    const geocoding = service();
    const first = await geocoding.geocode({ address: 'Rütenbrock, DE' });
    const second = await geocoding.geocode({ address: 'Rütenbrock, DE' });
    expect(second).toEqual(first);
    expect(first.status).toBe('OK');
    expect(upstream.requests).toHaveLength(1);
  });

  it('treats addresses differing only in case and whitespace as one, and searches the tidied text', async () => {
    const geocoding = service();
    await geocoding.geocode({ address: '  Rütenbrock,   DE ' });
    await geocoding.geocode({ address: 'rütenbrock, de' });
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.url.searchParams.get('q')).toBe('Rütenbrock, DE');
  });

  it('treats composed and decomposed umlauts as one address', async () => {
    const geocoding = service();
    await geocoding.geocode({ address: 'R\u00fctenbrock' });
    await geocoding.geocode({ address: 'Ru\u0308tenbrock' });
    expect(upstream.requests).toHaveLength(1);
  });

  it('asks again after 24 hours', async () => {
    const geocoding = service();
    await geocoding.geocode({ address: 'Rütenbrock' });
    now += GEOCODING_CACHE_TTL_MS - 1;
    await geocoding.geocode({ address: 'Rütenbrock' });
    expect(upstream.requests).toHaveLength(1);
    now += 1;
    await geocoding.geocode({ address: 'Rütenbrock' });
    expect(upstream.requests).toHaveLength(2);
  });

  it('caches ZERO_RESULTS but not failures', async () => {
    const geocoding = service();
    upstream.reply(() => ({ json: [] }));
    await expect(geocoding.geocode({ address: 'Nirgendwo' })).resolves.toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
    await geocoding.geocode({ address: 'Nirgendwo' });
    expect(upstream.requests).toHaveLength(1);

    upstream.reply(() => ({ status: 503, text: 'busy' }));
    await expect(geocoding.geocode({ address: 'Haren' })).rejects.toMatchObject({ statusCode: 502 });
    upstream.reply(() => ({ json: nominatimPayload() }));
    await expect(geocoding.geocode({ address: 'Haren' })).resolves.toMatchObject({ status: 'OK' });
    expect(upstream.requests).toHaveLength(3);
  });

  it.each([
    ['empty', ''],
    ['only whitespace', ' \t\n '],
  ])('answers 400 on address for an address that is %s', async (_case, address) => {
    await expect(service().geocode({ address })).rejects.toMatchObject({
      statusCode: 400,
      items: [{ message: 'Bitte eine Adresse eingeben', propertyPath: 'address' }],
    });
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 400 on address for an address over 200 characters', async () => {
    await expect(service().geocode({ address: 'a'.repeat(201) })).rejects.toMatchObject({
      statusCode: 400,
      items: [{ message: 'Die Adresse darf höchstens 200 Zeichen lang sein', propertyPath: 'address' }],
    });
  });

  it('sends Nominatim at most one request per second', async () => {
    // Recorded where the throttle has control (when a request is sent); arrival at the fake server would
    // add connection set-up jitter of the first request.
    const sent: number[] = [];
    const geocoding = createGeocodingService({
      geocoding: geocodingConfig(),
      clock: systemClock,
      fetch: (input, init) => {
        sent.push(performance.now());
        return globalThis.fetch(input, init);
      },
    });
    await Promise.all([geocoding.geocode({ address: 'Haren' }), geocoding.geocode({ address: 'Meppen' })]);
    expect(upstream.requests).toHaveLength(2);
    // 5 ms of slack for the millisecond clock and timer granularity; the throttle reserves a full 1000 ms.
    expect((sent[1] ?? 0) - (sent[0] ?? 0)).toBeGreaterThanOrEqual(995);
  });

  it('answers 429 instead of queueing Nominatim searches longer than the timeout', async () => {
    const geocoding = service({ timeoutMs: 2000 });
    // The clock stands still, so the 1st search starts now, the 2nd and 3rd wait 1 s and 2 s: the 4th would wait 3 s.
    for (const address of ['a', 'b', 'c']) await geocoding.geocode({ address });
    await expect(geocoding.geocode({ address: 'd' })).rejects.toMatchObject({
      statusCode: 429,
      items: [{ message: expect.stringContaining('Zu viele Adresssuchen') }],
    });
    expect(upstream.requests).toHaveLength(3);
  });

  it('uses Google when configured with a key', async () => {
    const response = await service({ provider: 'google', googleApiKey: 'g-1' }).geocode({
      address: 'Rütenbrock',
    });
    expect(upstream.requests[0]?.url.pathname).toBe('/maps/api/geocode/json');
    expect(response.results[0]?.formatted_address).toBe('Rütenbrock, 49733 Haren (Ems), Deutschland');
  });

  it('refuses to build a Google service without a key', () => {
    expect(() => service({ provider: 'google' })).toThrow('GOOGLE_MAPS_API_KEY');
  });
});
