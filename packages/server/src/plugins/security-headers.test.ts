import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { securityHeadersFor } from './security-headers.ts';

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('are helmet’s, computed once from the options', () => {
    const headers = securityHeadersFor({ contentSecurityPolicy: { directives: { 'img-src': ["'self'"] } } });
    expect(headers['content-security-policy']).toContain("img-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(securityHeadersFor({ xFrameOptions: false })['x-frame-options']).toBeUndefined();
  });

  it('go on every page and API answer, with any frame ancestor for the embed card, and never to a console', async () => {
    const app = await buildTestApp('sqlite');
    t = app;
    const api = await app.app.inject({ method: 'GET', url: '/api/unit' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    const embed = await app.app.inject({ method: 'GET', url: '/embed/SSDP41000' });
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const upload = await app.app.inject({
      method: 'GET',
      url: '/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=test-station-token&dateutc=now&tempf=50',
    });
    expect(upload.body).toBe('success');
    expect(upload.headers['content-security-policy']).toBeUndefined();
    expect(upload.headers['strict-transport-security']).toBeUndefined();
  });
});
