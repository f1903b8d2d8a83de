/**
 * Edges of the console doors found by the robustness review: a HEAD on the Weather Underground door (a link
 * checker, a proxy's probe) stores nothing; an Ecowitt token longer than the router's parameter limit gets
 * an answer that never repeats it, and one within the contract's 256 characters reaches the door (401).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';

const TOKEN = 'test-station-token';

describe('console door edges', () => {
  let t: TestApp;
  afterEach(() => t.close());
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('readings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores no reading for a HEAD on the Weather Underground door, and one for the GET', async () => {
    t = await buildTestApp('sqlite');
    const url = `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=now&tempf=50`;
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).not.toBe(200);
    expect(await count()).toBe(0);
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.body).toBe('success');
    expect(await count()).toBe(1);
  });

  it('never repeats an over-long Ecowitt token in its answer, and takes one of 256 characters to the door', async () => {
    t = await buildTestApp('sqlite');
    const post = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ingest/ecowitt/SSDP41000/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'tempf=50',
      });
    const long = `secret${'x'.repeat(400)}`;
    const refused = await post(long);
    expect(refused.statusCode).toBe(414);
    expect(refused.json()).toEqual([{ message: 'Adresse trop longue' }]);
    expect(refused.body).not.toContain('secret');
    const within = await post(`secret${'y'.repeat(250)}`);
    expect(within.statusCode).toBe(401);
    expect(within.body).not.toContain('secret');
  });
});
