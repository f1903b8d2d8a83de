import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadBaseUrl, type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { googleGeocodingPayload } from '../../../test/upstream-payloads.ts';
import { createGoogleGeocodingProvider } from './google-geocoding.provider.ts';

let upstream: FakeUpstream;
beforeEach(async () => {
  upstream = await startFakeUpstream(() => ({ json: googleGeocodingPayload() }));
});
afterEach(async () => {
  await upstream.close();
});

function provider(baseUrl = upstream.baseUrl, timeoutMs = 5000) {
  return createGoogleGeocodingProvider({ baseUrl, apiKey: 'g-test-key', timeoutMs, fetch: globalThis.fetch });
}

function gatewayError(fragment: string) {
  return { statusCode: 502, items: [{ message: expect.stringContaining(fragment) }] };
}

describe('Google geocoding provider', () => {
  it('calls the Geocoding API in German with the key', async () => {
    await provider().geocode('Rütenbrock, DE');
    const url = upstream.requests[0]?.url;
    expect(url?.pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      address: 'Rütenbrock, DE',
      language: 'de',
      key: 'g-test-key',
    });
  });

  it('keeps status, formatted_address and location only', async () => {
    await expect(provider().geocode('Rütenbrock, DE')).resolves.toEqual({
      status: 'OK',
      results: [
        {
          formatted_address: 'Rütenbrock, 49733 Haren (Ems), Deutschland',
          geometry: { location: { lat: 52.8447193, lng: 7.1013455 } },
        },
      ],
    });
  });

  it('passes ZERO_RESULTS through', async () => {
    upstream.reply(() => ({ json: { results: [], status: 'ZERO_RESULTS' } }));
    await expect(provider().geocode('Nirgendwo 123')).resolves.toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
  });

  it('answers 502 with the status and message when Google refuses the key', async () => {
    upstream.reply(() => ({
      json: { error_message: 'The provided API key is invalid.', results: [], status: 'REQUEST_DENIED' },
    }));
    const error: unknown = await provider()
      .geocode('Rütenbrock')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject(
      gatewayError(
        'Google Geocoding hat die Anfrage abgelehnt (REQUEST_DENIED: The provided API key is invalid.)',
      ),
    );
    expect(JSON.stringify(error)).not.toContain('g-test-key');
  });

  it('answers 502 for OVER_QUERY_LIMIT without a message', async () => {
    upstream.reply(() => ({ json: { results: [], status: 'OVER_QUERY_LIMIT' } }));
    await expect(provider().geocode('Rütenbrock')).rejects.toMatchObject(gatewayError('(OVER_QUERY_LIMIT)'));
  });

  it('answers 502 for a result without a location', async () => {
    upstream.reply(() => ({ json: { status: 'OK', results: [{ formatted_address: 'Rütenbrock' }] } }));
    await expect(provider().geocode('Rütenbrock')).rejects.toMatchObject(gatewayError('/results/0'));
  });

  it('answers 502 on an upstream 500', async () => {
    upstream.reply(() => ({ status: 500, text: 'Server Error' }));
    await expect(provider().geocode('Rütenbrock')).rejects.toMatchObject(gatewayError('(HTTP 500)'));
  });

  it('gives up after the timeout when the upstream never answers', async () => {
    upstream.reply(() => ({ hang: true }));
    await expect(provider(upstream.baseUrl, 200).geocode('Rütenbrock')).rejects.toMatchObject(
      gatewayError('nicht innerhalb von 0,2 s'),
    );
  });

  it('fails at once when nothing listens at the base URL', async () => {
    await expect(provider(await deadBaseUrl()).geocode('Rütenbrock')).rejects.toMatchObject(
      gatewayError('Google Geocoding ist nicht erreichbar'),
    );
  });
});
