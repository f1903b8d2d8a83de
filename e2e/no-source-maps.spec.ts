import { expect, test } from './fixtures/test.ts';

// The production build as the server serves it: no script points at a source map, and no map is served
// (a source map hands the whole source to anyone who asks).

test('the served site carries no source map', async ({ request }) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  const scripts = [...(await index.text()).matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const js = await request.get(script);
    expect(js.status()).toBe(200);
    expect(await js.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  }
});
