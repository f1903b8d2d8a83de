import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { buildUser } from '../../test/factories.ts';

describe.each(dialects)('errors, headers and docs on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers an unknown /api path with a 404 list, whatever the method', async () => {
    t = await buildTestApp(dialect);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nope?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual([{ message: `Route ${method} /api/nope introuvable` }]);
    }
  });

  it('answers 500 with a generic message when the database is gone, and logs the cause with the request id', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    t = await buildTestApp(dialect, { logger });
    await t.db.destroy();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/weatherStation',
      headers: { 'x-request-id': 'req-500-check' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual([{ message: 'Erreur interne du serveur' }]);
    expect(response.body).not.toMatch(/stack|destroy|sqlite|pool|\.ts/i);
    expect(response.headers['x-request-id']).toBe('req-500-check');
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.reqId === 'req-500-check');
    expect(logged?.err?.stack).toEqual(expect.any(String));
  });

  it('answers 409 naming the field for a unique-constraint violation', async () => {
    t = await buildTestApp(dialect);
    await buildUser(t.db, { email: 'twice@meteodeck.test' });
    const { registerErrorHandler } = await import('./error-handler.ts');
    const { default: Fastify } = await import('fastify');
    const probe = Fastify();
    registerErrorHandler(probe);
    probe.post('/dup', async () => buildUser(t.db, { email: 'twice@meteodeck.test' }));
    const response = await probe.inject({ method: 'POST', url: '/dup' });
    await probe.close();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([{ message: 'Cette valeur est déjà utilisée', propertyPath: 'email' }]);
  });

  it('sends a request id, security headers and a CSP that allows the map tiles and the radar', async () => {
    t = await buildTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/api/weatherStation' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).toContain('frame-src https://embed.windy.com https://www.rainviewer.com');
    expect(csp).toContain("connect-src 'self' https://embed.windy.com;");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets any site frame the embeddable card, and only the card', async () => {
    t = await buildTestApp(dialect);
    const card = await t.app.inject({ method: 'GET', url: '/embed/SSDP41000' });
    expect(card.headers['x-frame-options']).toBeUndefined();
    expect(String(card.headers['content-security-policy'])).toContain('frame-ancestors *');
    for (const url of ['/', '/about', '/embed', '/embed/SSDP41000/more', '/api/weatherStation']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('compresses large answers for clients that accept it', async () => {
    t = await buildTestApp(dialect);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the OpenAPI document and the Swagger UI under /api/docs', async () => {
    t = await buildTestApp(dialect);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json().paths).toHaveProperty('/api/login');
    expect(spec.json().paths).toHaveProperty('/api/weatherStation/{reference}');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(String(ui.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('rejects a body over the size limit with 413 in the list format', async () => {
    t = await buildTestApp(dialect);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual([{ message: expect.any(String) }]);
  });
});
