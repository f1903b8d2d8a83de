/**
 * The simulated consoles' wire formats, read back by the server's own parsers (the functions the real doors
 * call), and the running totals a console keeps across local midnight.
 */
import { describe, expect, it } from 'vitest';
import { parseEcowittUpload } from '../modules/readings/doors/ecowitt.ts';
import { fromJsonReading } from '../modules/readings/doors/json.ts';
import { parseWuUpload } from '../modules/readings/doors/wu.ts';
import { remember, toEcowittForm, toJsonReading, toWuQuery } from './station-feed.ts';
import type { SimReading } from './weather-model.ts';

const AT = Date.UTC(2026, 10, 21, 12, 34, 56);

const reading = (overrides: Partial<SimReading> = {}): SimReading => ({
  at: AT,
  temperature: 7.4,
  humidity: 83,
  dewPoint: 4.7,
  relativePressure: 1012.3,
  absolutePressure: 998.2,
  windSpeed: 3.2,
  windGust: 5.9,
  windDirection: 247,
  rainRate: 1.2,
  rainTotal: 1603.45,
  solarRadiation: 212.5,
  uv: 1.6,
  pm25: 11.3,
  soilTemperature: 6.1,
  leafWetness: 42,
  indoorTemperature: 21.3,
  indoorHumidity: 47,
  ...overrides,
});
const totals = { dailyRain: 2.4, hourlyRain: 0.6, maxDailyGust: 8.1 };
const fields = (params: URLSearchParams) => Object.fromEntries(params);

describe('simulated console uploads, read by the server parsers', () => {
  it('Weather Underground: credentials, dateutc=now and every measure come back within the rounding', () => {
    const query = toWuQuery(reading(), totals, { reference: 'SSDP41000', apiToken: 'token-1234567890ab' });
    expect(query.get('softwaretype')).toBe('meteodeck-sim');
    const upload = parseWuUpload(fields(query), AT + 5);
    expect(upload).toMatchObject({ reference: 'SSDP41000', token: 'token-1234567890ab', problems: [] });
    const parsed = upload.reading;
    if (parsed === null) throw new Error('WU upload refused');
    expect(parsed.receivedAt).toBe(AT + 5);
    expect(parsed.temperature).toBeCloseTo(7.4, 1);
    expect(parsed.humidity).toBe(83);
    expect(parsed.relativePressure).toBeCloseTo(1012.3, 0);
    expect(parsed.windSpeed).toBeCloseTo(3.2, 1);
    expect(parsed.windGust).toBeCloseTo(5.9, 1);
    expect(parsed.windDirection).toBe(247);
    expect(parsed.absolutePressure).toBeCloseTo(998.2, 0);
    expect(parsed.dewPoint).toBeCloseTo(4.7, 1);
    // The cumulative counter travels as yearlyrainin (0.001 in = 0.0254 mm resolution).
    expect(Math.abs((parsed.rainTotal ?? 0) - 1603.45)).toBeLessThan(0.03);
    expect(parsed).toMatchObject({
      solarRadiation: 212.5,
      uv: 1.6,
      pm25: 11.3,
      leafWetness: 42,
      indoorHumidity: 47,
    });
    expect(parsed.soilTemperature).toBeCloseTo(6.1, 1);
    expect(parsed.indoorTemperature).toBeCloseTo(21.3, 1);
  });

  it('Ecowitt: the form carries the UTC date, both pressures and channel-1 sensors', () => {
    const form = toEcowittForm(reading(), totals);
    expect(form.get('dateutc')).toBe('2026-11-21 12:34:56');
    const upload = parseEcowittUpload(fields(form), 0);
    expect(upload.problems).toEqual([]);
    const parsed = upload.reading;
    if (parsed === null) throw new Error('Ecowitt upload refused');
    expect(parsed.receivedAt).toBe(AT);
    expect(parsed.temperature).toBeCloseTo(7.4, 1);
    expect(parsed.relativePressure).toBeCloseTo(1012.3, 0);
    expect(parsed.absolutePressure).toBeCloseTo(998.2, 0);
    expect(parsed.dewPoint).toBeCloseTo(4.7, 1);
    expect(parsed.windMaxDailyGust).toBeCloseTo(8.1, 1);
    expect(parsed.rainRate).toBeCloseTo(1.2, 1);
    expect(Math.abs((parsed.rainTotal ?? 0) - 1603.45)).toBeLessThan(0.03);
    expect(parsed).toMatchObject({ pm25: 11.3, leafWetness: 42, uv: 1.6, humidity: 83, indoorHumidity: 47 });
    expect(parsed.soilTemperature).toBeCloseTo(6.1, 1);
  });

  it('JSON: the canonical reading goes through unchanged', () => {
    const parsed = fromJsonReading(toJsonReading(reading(), totals));
    if ('reason' in parsed) throw new Error(parsed.reason);
    expect(parsed.reading).toMatchObject({
      receivedAt: AT,
      temperature: 7.4,
      rainTotal: 1603.45,
      windMaxDailyGust: 8.1,
      solarRadiation: 212.5,
    });
  });
});

describe('console totals', () => {
  const NY = 'America/New_York';
  // 2026-11-21 04:50 UTC is 23:50 in New York (EST, UTC−5): local midnight falls at 05:00 UTC.
  const beforeMidnight = Date.UTC(2026, 10, 21, 4, 50);

  it('count daily rain from local midnight, hourly rain over the last hour, and reset the daily gust', () => {
    let step = remember(
      undefined,
      reading({ at: beforeMidnight - 3_600_000, rainTotal: 100, windGust: 9 }),
      NY,
    );
    step = remember(step.memory, reading({ at: beforeMidnight, rainTotal: 102, windGust: 4 }), NY);
    expect(step.totals).toEqual({ dailyRain: 2, hourlyRain: 0, maxDailyGust: 9 });
    step = remember(
      step.memory,
      reading({ at: beforeMidnight + 20 * 60_000, rainTotal: 103.5, windGust: 3 }),
      NY,
    );
    expect(step.memory.date).toBe('2026-11-21');
    expect(step.totals.dailyRain).toBeCloseTo(1.5, 6);
    expect(step.totals.hourlyRain).toBeCloseTo(1.5, 6);
    expect(step.totals.maxDailyGust).toBe(3);
  });
});
