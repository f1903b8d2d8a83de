/**
 * Every numeric query parameter of a list is bounded by its schema: a page number no database offset can
 * hold (`page=1e308`) is a 400 naming `page`, never a 500.
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
    for (const page of ['1e308', '2147483648', '9007199254740993']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${path}?page=${page}&maxResult=5`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual([expect.objectContaining({ propertyPath: 'page' })]);
    }
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
