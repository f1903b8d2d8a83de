import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';

const VERSION = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;

describe.each(dialects)('health on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers ok with the version and the uptime, to anyone, never from a cache', async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-24T10:00:00Z') });
    t.clock.set(Date.parse('2026-11-24T10:01:30Z'));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: VERSION, uptimeSeconds: 90 });
  });

  it('answers 503 when the database does not answer', async () => {
    t = await buildTestApp(dialect);
    await t.db.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', database: 'unreachable' });
  });
});
