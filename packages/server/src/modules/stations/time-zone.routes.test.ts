/** GET /api/timezone: the zone a station form proposes from the position. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { injector } from '../../../test/http.ts';

describe.each(dialects)('time zone proposal on %s', (dialect) => {
  let t: TestApp;
  const call = injector(() => t.app);
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  it('names the zone of a position for a logged-in user, and refuses what is not a position', async () => {
    const editor = await t.loginAs('editor');
    expect((await call('GET', '/api/timezone?lat=52.56&lng=13.08', editor)).json()).toEqual({
      timezone: 'Europe/Berlin',
    });
    expect((await call('GET', '/api/timezone?lat=40.75&lng=-73.99', editor)).json()).toEqual({
      timezone: 'America/New_York',
    });
    expect((await call('GET', '/api/timezone?lat=95&lng=0', editor)).statusCode).toBe(400);
    expect((await call('GET', '/api/timezone?lat=abc&lng=0', editor)).statusCode).toBe(400);
    expect((await call('GET', '/api/timezone?lat=52.56&lng=13.08')).statusCode).toBe(401);
  });
});
