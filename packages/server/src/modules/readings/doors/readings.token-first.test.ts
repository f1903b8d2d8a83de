/**
 * The station's credentials are checked before anything of the body is read: a wrong token announcing a
 * 16 MiB gzip body gets its 401 at once, and the connection is closed instead of drained.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { openRaw, type RawConnection } from '../../../../test/raw-http.ts';
import { BODY_LIMIT_BYTES } from '../../../http-server.ts';

const JSON_BODY = 16 * 1024 * 1024 - 1;
/** Under the form doors' 1 MiB limit, which would refuse a larger one with 413 before anything else. */
const FORM_BODY = BODY_LIMIT_BYTES - 1;

describe.each(dialects)('credentials before the body on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let conn: RawConnection | undefined;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(async () => {
    conn?.destroy();
    await t.close();
  });

  /** Sends the headers of a big body and a few bytes of it, never the rest. */
  const startUpload = async (requestLine: string, headers: string[], length = JSON_BODY) => {
    conn = await openRaw(base);
    conn.write(
      [requestLine, 'Host: test', ...headers, `Content-Length: ${length}`, '', ''].join('\r\n') + 'ab',
    );
    return conn;
  };

  it('answers a wrong Bearer token on the JSON door with 401 before reading the body', async () => {
    const c = await startUpload('POST /api/weatherData/SSDP41000/readings HTTP/1.1', [
      'Authorization: Bearer wrong-token-0123456789',
      'Content-Type: application/json',
      'Content-Encoding: gzip',
    ]);
    const answer = await c.response(3000);
    expect(answer?.status).toBe(401);
    expect(answer?.text.toLowerCase()).toContain('connection: close');
    expect(await c.closed(2000)).toBe(true);
  });

  it('answers a JSON upload to an unknown station with 401 before reading the body', async () => {
    const c = await startUpload('POST /api/weatherData/NOPE/readings HTTP/1.1', [
      'Authorization: Bearer test-station-token',
      'Content-Type: application/json',
    ]);
    expect((await c.response(3000))?.status).toBe(401);
  });

  it('answers a wrong Ecowitt path token with 401 before reading the form', async () => {
    const c = await startUpload(
      'POST /ingest/ecowitt/SSDP41000/wrong-token-0123456789 HTTP/1.1',
      ['Content-Type: application/x-www-form-urlencoded'],
      FORM_BODY,
    );
    expect((await c.response(3000))?.status).toBe(401);
  });

  it('answers a Weather Underground POST with a wrong PASSWORD in its query with 401 before reading the form', async () => {
    const c = await startUpload(
      'POST /weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=wrong HTTP/1.1',
      ['Content-Type: application/x-www-form-urlencoded'],
      FORM_BODY,
    );
    expect((await c.response(3000))?.status).toBe(401);
  });
});
