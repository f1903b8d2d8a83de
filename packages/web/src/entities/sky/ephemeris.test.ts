import { dayBounds } from '@meteodeck/weather';
import { describe, expect, it } from 'vitest';
import { computeEphemeris } from './sky.ts';
import { formatDayLength, formatDayLengthChange, formatSkyDateTime, formatSkyTime } from './sky-format.ts';

const BERLIN = { lat: 52.52, lng: 13.405, elevation: 34 };
const LONGYEARBYEN = { lat: 78.22, lng: 15.65, elevation: 10 };
const AUCKLAND = { lat: -36.85, lng: 174.76, elevation: 20 };

describe('ephemeris formatting', () => {
  it("shows times in the station's zone, not the browser's", () => {
    const sunrise = new Date('2026-06-21T02:43:06Z');
    expect(formatSkyTime(sunrise, 'Europe/Berlin')).toBe('04:43');
    expect(formatSkyTime(sunrise, 'America/New_York')).toBe('22:43');
    expect(formatSkyTime(sunrise, 'Asia/Kolkata')).toBe('08:13');
  });

  it("shows '-' for an event that does not happen", () => {
    expect(formatSkyTime(null, 'Europe/Berlin')).toBe('-');
    expect(formatDayLength(null)).toBe('-');
  });

  it('writes day lengths as hours and two-digit minutes', () => {
    expect(formatDayLength((8 * 60 + 5) * 60_000)).toBe('8 h 05 min');
    expect(formatDayLength(24 * 3_600_000)).toBe('24 h 00 min');
    expect(formatDayLength(59.6 * 60_000)).toBe('1 h 00 min');
  });

  it('writes a change of day length to the second, with its sign', () => {
    expect(formatDayLengthChange((2 * 60 + 31) * 1000)).toBe('+2 min 31 s');
    expect(formatDayLengthChange(-(3 * 60 + 5) * 1000)).toBe('\u22123 min 05 s');
    expect(formatDayLengthChange(-7_400)).toBe('\u22127 s');
    expect(formatDayLengthChange(200)).toBe('±0 s');
    expect(formatDayLengthChange(null)).toBe('-');
  });

  it("writes an event's date and time in the station's zone", () => {
    // 2026-06-21 08:24:30 UTC is 10:24 in Berlin and 18:24 in Sydney.
    const solstice = new Date('2026-06-21T08:24:30Z');
    expect(formatSkyDateTime(solstice, 'Europe/Berlin')).toBe('So., 21.06.2026, 10:24');
    expect(formatSkyDateTime(solstice, 'Australia/Sydney')).toBe('So., 21.06.2026, 18:24');
  });
});

describe('computeEphemeris', () => {
  it('gives the midsummer sun of Berlin in local time', () => {
    const sky = computeEphemeris(new Date('2026-06-21T10:00:00Z'), BERLIN, 'Europe/Berlin');
    // Published times for Berlin on 21 June: sunrise 04:43, sunset 21:33 (CEST).
    expect(formatSkyTime(sky.sunrise, 'Europe/Berlin')).toMatch(/^04:4[2-4]$/);
    expect(formatSkyTime(sky.sunset, 'Europe/Berlin')).toMatch(/^21:3[2-4]$/);
    expect(formatDayLength(sky.dayLengthMs)).toMatch(/^16 h 4[89] min|^16 h 5[0-2] min/);
  });

  it('has no sunrise or sunset in the polar day, and a 24 h day', () => {
    const sky = computeEphemeris(new Date('2026-06-21T10:00:00Z'), LONGYEARBYEN, 'Arctic/Longyearbyen');
    expect(sky.sunrise).toBeNull();
    expect(sky.sunset).toBeNull();
    expect(formatDayLength(sky.dayLengthMs)).toBe('24 h 00 min');
  });

  it('has a day length of zero in the polar night', () => {
    const sky = computeEphemeris(new Date('2026-12-21T10:00:00Z'), LONGYEARBYEN, 'Arctic/Longyearbyen');
    expect(sky.sunrise).toBeNull();
    expect(sky.dayLengthMs).toBe(0);
  });

  it("takes the station's local day, even when UTC is still on the day before", () => {
    // 2026-06-21 11:00 UTC is 23:00 on the 21st in Auckland (UTC+12); at 13:00 UTC it is already the 22nd.
    const late = computeEphemeris(new Date('2026-06-21T11:00:00Z'), AUCKLAND, 'Pacific/Auckland');
    const next = computeEphemeris(new Date('2026-06-21T13:00:00Z'), AUCKLAND, 'Pacific/Auckland');
    const dayOf = (date: Date | null) =>
      date === null
        ? null
        : new Intl.DateTimeFormat('de', {
            day: '2-digit',
            month: '2-digit',
            timeZone: 'Pacific/Auckland',
          }).format(date);
    expect(dayOf(late.sunrise)).toBe('21.06.');
    expect(dayOf(next.sunrise)).toBe('22.06.');
    expect(formatSkyTime(late.sunrise, 'Pacific/Auckland')).toMatch(/^07:[3-4]\d$/);
  });

  it('finds moonrise and moonset inside the local day only', () => {
    for (const iso of ['2026-06-21T11:00:00Z', '2026-11-21T06:00:00Z', '2026-03-29T01:30:00Z']) {
      const now = new Date(iso);
      const { startMs, endMs } = dayBounds(now.getTime(), 'Pacific/Auckland');
      const sky = computeEphemeris(now, AUCKLAND, 'Pacific/Auckland');
      for (const event of [sky.moonrise, sky.moonset]) {
        if (event === null) continue;
        expect(event.getTime()).toBeGreaterThanOrEqual(startMs);
        expect(event.getTime()).toBeLessThan(endMs);
      }
      expect(sky.moonrise !== null || sky.moonset !== null).toBe(true);
    }
  });

  it('names the moon phase and its illumination', () => {
    // Full moon of 2026-06-29 23:57 UTC; new moon of 2026-06-15 02:54 UTC.
    const full = computeEphemeris(new Date('2026-06-30T00:00:00Z'), BERLIN, 'Europe/Berlin');
    expect(full.moonPhase).toBe('fullMoon');
    expect(full.moonIlluminationPercent).toBeGreaterThanOrEqual(99);
    const newMoon = computeEphemeris(new Date('2026-06-15T03:00:00Z'), BERLIN, 'Europe/Berlin');
    expect(newMoon.moonPhase).toBe('newMoon');
    expect(newMoon.moonIlluminationPercent).toBeLessThanOrEqual(1);
  });
});
