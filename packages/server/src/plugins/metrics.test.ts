import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const TOKEN = 'metrics-token-0123456789';
/** The seeded station's upload token in the test harness. */
const STATION_TOKEN = 'test-station-token';

describe('metrics', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is not there without METRICS_TOKEN', async () => {
    t = await buildTestApp('sqlite');
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers only with the token, counting uploads by protocol and station and request latencies', async () => {
    t = await buildTestApp('sqlite', { env: { METRICS_TOKEN: TOKEN } });
    const upload = (password: string) =>
      t.app.inject({
        method: 'GET',
        url: `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${password}&tempf=50&dateutc=now`,
      });
    expect((await upload(STATION_TOKEN)).statusCode).toBe(200);
    expect((await upload(STATION_TOKEN)).statusCode).toBe(200);
    expect((await upload('wrong-token-value')).statusCode).toBe(401);
    // An impossible humidity (dropped) and a +20 °C spike within a minute (flagged).
    const values = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${STATION_TOKEN}&${query}`,
      });
    expect((await values('dateutc=2026-06-15+09%3A00%3A00&tempf=50&humidity=180')).statusCode).toBe(200);
    expect((await values('dateutc=2026-06-15+09%3A01%3A00&tempf=86')).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/weatherStation' });

    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(refused.statusCode).toBe(401);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain('meteodeck_uploads_total{protocol="wunderground",station="SSDP41000"} 4');
    expect(text).toContain('meteodeck_uploads_refused_total{protocol="wunderground"} 1');
    expect(text).toContain('meteodeck_live_streams 0');
    expect(text).toContain('meteodeck_values_rejected_total{station="SSDP41000",reason="impossible"} 1');
    expect(text).toContain('meteodeck_values_rejected_total{station="SSDP41000",reason="spike"} 1');
    expect(text).toMatch(
      /meteodeck_http_request_duration_seconds_count\{method="GET",route="\/api\/weatherStation",status_code="200"\} 1/,
    );
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    // A refused upload's station name never becomes a label.
    expect(text).not.toContain('wrong-token-value');
  });
});
