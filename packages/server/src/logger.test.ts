import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, requestLogEntry } from './logger.ts';

describe('logging', () => {
  it.each([
    [
      '/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=s3cret&tempf=50',
      '/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=[REDACTED]&tempf=50',
    ],
    ['/ingest/ecowitt/SSDP41000/s3cret', '/ingest/ecowitt/SSDP41000/[REDACTED]'],
    ['/api/x?token=abc', '/api/x?token=[REDACTED]'],
    ['/api/weatherStation?page=2', '/api/weatherStation?page=2'],
  ])('masks credentials in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('redacts authorization headers and password fields', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    logger.info(
      {
        req: { method: 'GET', url: '/api/me?token=t0ken', headers: { authorization: 'Bearer abc.def.ghi' } },
        body: { password: 'hunter22' },
      },
      'x',
    );
    expect(lines.join('')).not.toContain('t0ken');
    expect(lines.join('')).not.toContain('abc.def.ghi');
    expect(lines.join('')).not.toContain('hunter22');
    expect(lines.join('')).toContain('[REDACTED]');
  });
});

describe('the request log', () => {
  it('logs a server error, a slow request and a refused upload, and a quick success only at debug', () => {
    expect(requestLogEntry('/api/weatherStation', 500, 3)).toEqual({
      level: 'error',
      message: 'request failed',
    });
    expect(requestLogEntry('/api/weatherStation', 200, 1500)).toEqual({
      level: 'warn',
      message: 'slow request',
    });
    expect(requestLogEntry('/weatherstation/updateweatherstation.php', 401, 2)).toEqual({
      level: 'warn',
      message: 'upload refused',
    });
    expect(requestLogEntry('/ingest/ecowitt/:reference/:token', 400, 2).level).toBe('warn');
    expect(requestLogEntry('/api/weatherStation', 404, 2).level).toBe('debug');
    expect(requestLogEntry('/api/weatherData/:reference/currentData/detail', 200, 2)).toEqual({
      level: 'debug',
      message: 'request completed',
    });
  });
});
