import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { dialects } from './dialects.ts';

describe.each(dialects)('test harness on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('builds a migrated, seeded app whose loginAs tokens open admin routes', async () => {
    t = await buildTestApp(dialect);
    const token = await t.loginAs('admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().numberOfResult).toBe(2);
  });
});
