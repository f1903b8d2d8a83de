/**
 * CumulusMX's meteorological day (cumulus-time.ts) on the days clocks change, with a 9 am rollover: the day
 * starts at 09:00 local wall time, so it lasts 23 hours on the spring day and 25 on the autumn one, and the
 * hour after a clock change stays on the day its wall time says. Europe/Berlin changes at 01:00 UTC on
 * 29 March and 25 October 2026; America/New_York at 07:00 UTC on 8 March and 06:00 UTC on 1 November 2026.
 * Moving the instant back nine hours (instead of the wall time) named the wrong day for 09:00–09:59 on
 * the spring days and 08:00–08:59 on the autumn ones; those hours are all in the tables below.
 */
import { describe, expect, it } from 'vitest';
import { readDayfileLine } from './cumulus-dayfile.ts';
import { cumulusConversions, cumulusSettings } from './cumulus-settings.ts';
import { createMeteoDay, createMeteoDayStart, createWallTimeReader } from './cumulus-time.ts';

const UNITS = { temperature: 'C', rain: 'mm', pressure: 'hPa', wind: 'km/h' } as const;
const settingsOf = (rolloverHour: 0 | 9, use10amInSummer: boolean) =>
  cumulusSettings({ units: {}, rolloverHour, use10amInSummer }, UNITS);
const NINE_AM = settingsOf(9, false);
const TEN_AM_IN_SUMMER = settingsOf(9, true);

describe('the meteorological day of an instant, 9 am rollover', () => {
  it.each([
    // Berlin, spring: 02:00 CET → 03:00 CEST.
    ['Europe/Berlin', '2026-03-29T00:30:00Z', '2026-03-28'], // 01:30 CET
    ['Europe/Berlin', '2026-03-29T06:59:00Z', '2026-03-28'], // 08:59 CEST
    ['Europe/Berlin', '2026-03-29T07:00:00Z', '2026-03-29'], // 09:00 CEST
    ['Europe/Berlin', '2026-03-29T07:30:00Z', '2026-03-29'], // 09:30 CEST
    ['Europe/Berlin', '2026-03-30T06:59:00Z', '2026-03-29'], // 08:59 CEST the next morning
    // Berlin, autumn: 03:00 CEST → 02:00 CET.
    ['Europe/Berlin', '2026-10-25T00:30:00Z', '2026-10-24'], // 02:30 CEST, the first
    ['Europe/Berlin', '2026-10-25T01:30:00Z', '2026-10-24'], // 02:30 CET, the second
    ['Europe/Berlin', '2026-10-25T07:00:00Z', '2026-10-24'], // 08:00 CET
    ['Europe/Berlin', '2026-10-25T07:59:00Z', '2026-10-24'], // 08:59 CET
    ['Europe/Berlin', '2026-10-25T08:00:00Z', '2026-10-25'], // 09:00 CET
    ['Europe/Berlin', '2026-10-24T07:00:00Z', '2026-10-24'], // 09:00 CEST the day before
    // New York, spring: 02:00 EST → 03:00 EDT.
    ['America/New_York', '2026-03-08T12:59:00Z', '2026-03-07'], // 08:59 EDT
    ['America/New_York', '2026-03-08T13:00:00Z', '2026-03-08'], // 09:00 EDT
    ['America/New_York', '2026-03-08T13:30:00Z', '2026-03-08'], // 09:30 EDT
    // New York, autumn: 02:00 EDT → 01:00 EST.
    ['America/New_York', '2026-11-01T13:00:00Z', '2026-10-31'], // 08:00 EST
    ['America/New_York', '2026-11-01T13:30:00Z', '2026-10-31'], // 08:30 EST
    ['America/New_York', '2026-11-01T14:00:00Z', '2026-11-01'], // 09:00 EST
  ])('%s %s is in %s', (zone, iso, day) => {
    expect(createMeteoDay(zone, NINE_AM)(Date.parse(iso))).toBe(day);
  });

  it.each([
    // 10 am while summer time: the spring day starts at 10:00 CEST, the autumn day at 09:00 CET.
    ['2026-03-29T07:30:00Z', '2026-03-28'], // 09:30 CEST
    ['2026-03-29T08:00:00Z', '2026-03-29'], // 10:00 CEST
    ['2026-03-29T08:30:00Z', '2026-03-29'], // 10:30 CEST
    ['2026-10-24T07:30:00Z', '2026-10-23'], // 09:30 CEST
    ['2026-10-25T07:30:00Z', '2026-10-24'], // 08:30 CET
    ['2026-10-25T08:00:00Z', '2026-10-25'], // 09:00 CET
  ])('with 10 am in summer, Europe/Berlin %s is in %s', (iso, day) => {
    expect(createMeteoDay('Europe/Berlin', TEN_AM_IN_SUMMER)(Date.parse(iso))).toBe(day);
  });

  it('is the local date with a midnight rollover', () => {
    const meteoDay = createMeteoDay('Europe/Berlin', settingsOf(0, true));
    expect(meteoDay(Date.parse('2026-03-28T23:00:00Z'))).toBe('2026-03-29'); // 00:00 CET
    expect(meteoDay(Date.parse('2026-10-24T21:59:00Z'))).toBe('2026-10-24'); // 23:59 CEST
  });
});

describe('the start of a meteorological day, 9 am rollover', () => {
  it.each([
    ['Europe/Berlin', NINE_AM, '2026-03-28', 9, '2026-03-28T08:00:00Z'],
    ['Europe/Berlin', NINE_AM, '2026-03-29', 9, '2026-03-29T07:00:00Z'],
    ['Europe/Berlin', NINE_AM, '2026-10-24', 9, '2026-10-24T07:00:00Z'],
    ['Europe/Berlin', NINE_AM, '2026-10-25', 9, '2026-10-25T08:00:00Z'],
    ['America/New_York', NINE_AM, '2026-03-08', 9, '2026-03-08T13:00:00Z'],
    ['America/New_York', NINE_AM, '2026-11-01', 9, '2026-11-01T14:00:00Z'],
    // The hour in force at 09:00 that day, not at midnight (still winter time on 29 March, summer on 25 October).
    ['Europe/Berlin', TEN_AM_IN_SUMMER, '2026-03-29', 10, '2026-03-29T08:00:00Z'],
    ['Europe/Berlin', TEN_AM_IN_SUMMER, '2026-10-24', 10, '2026-10-24T08:00:00Z'],
    ['Europe/Berlin', TEN_AM_IN_SUMMER, '2026-10-25', 9, '2026-10-25T08:00:00Z'],
    ['Europe/Berlin', settingsOf(0, true), '2026-10-25', 0, '2026-10-24T22:00:00Z'],
  ])('%s: %s… day %s starts at %i:00, %s', (zone, settings, day, hour, iso) => {
    expect(createMeteoDayStart(zone, settings)(day)).toEqual({ hour, startMs: Date.parse(iso) });
  });
});

describe('a dayfile line of a day clocks change on, 9 am rollover', () => {
  const contextOf = (zone: string, settings = NINE_AM) => ({
    wallTime: createWallTimeReader(zone),
    dayStart: createMeteoDayStart(zone, settings),
    convert: cumulusConversions(UNITS),
  });
  /** A line with its high temperature at `maxTime` and its low at `minTime`. */
  const line = (date: string, minTime: string, maxTime: string) =>
    `${date},20.0,180,12:00,2.5,${minTime},15.5,${maxTime},1000.0,12:00,1010.0,12:00,0.0,12:00,1.2,8.0`;
  const temperatures = (read: ReturnType<typeof readDayfileLine>) => {
    if (typeof read === 'string') throw new Error(read);
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    const at = (side: string) =>
      iso(read.extremes.find((e) => e.measure === 'temperature' && e.side === side)?.at ?? 0);
    return {
      startAt: iso(read.startAt),
      endAt: iso(read.endAt),
      minAt: at('min'),
      maxAt: at('max'),
    };
  };

  it.each([
    // 28 March: 09:00 CET to 09:00 CEST, 23 hours; its 08:30 is the next morning's, in summer time.
    [
      'Europe/Berlin',
      line('28/03/26', '08:30', '15:00'),
      ['2026-03-28T08:00:00Z', '2026-03-29T07:00:00Z', '2026-03-29T06:30:00Z', '2026-03-28T14:00:00Z'],
    ],
    // 29 March: from 09:00 CEST; its 09:30 is that morning's.
    [
      'Europe/Berlin',
      line('29/03/26', '09:30', '08:45'),
      ['2026-03-29T07:00:00Z', '2026-03-30T07:00:00Z', '2026-03-29T07:30:00Z', '2026-03-30T06:45:00Z'],
    ],
    // 24 October: 09:00 CEST to 09:00 CET, 25 hours; its 08:30 is the next morning's, in winter time.
    [
      'Europe/Berlin',
      line('24/10/26', '08:30', '14:00'),
      ['2026-10-24T07:00:00Z', '2026-10-25T08:00:00Z', '2026-10-25T07:30:00Z', '2026-10-24T12:00:00Z'],
    ],
    // New York, 7 March: 09:00 EST to 09:00 EDT; 31 October: 09:00 EDT to 09:00 EST.
    [
      'America/New_York',
      line('07/03/26', '08:30', '15:00'),
      ['2026-03-07T14:00:00Z', '2026-03-08T13:00:00Z', '2026-03-08T12:30:00Z', '2026-03-07T20:00:00Z'],
    ],
    [
      'America/New_York',
      line('31/10/26', '08:30', '15:00'),
      ['2026-10-31T13:00:00Z', '2026-11-01T14:00:00Z', '2026-11-01T13:30:00Z', '2026-10-31T19:00:00Z'],
    ],
  ])('%s %s', (zone, text, [startAt, endAt, minAt, maxAt]) => {
    expect(temperatures(readDayfileLine(text, 'dayfile.txt:1', contextOf(zone)))).toEqual({
      startAt,
      endAt,
      minAt,
      maxAt,
    });
  });

  it('starts the autumn day at 09:00 winter time with 10 am in summer: its 09:30 is that morning’s', () => {
    const read = readDayfileLine(
      line('25/10/26', '09:30', '15:00'),
      'dayfile.txt:1',
      contextOf('Europe/Berlin', TEN_AM_IN_SUMMER),
    );
    expect(temperatures(read)).toEqual({
      startAt: '2026-10-25T08:00:00Z',
      endAt: '2026-10-26T08:00:00Z',
      minAt: '2026-10-25T08:30:00Z',
      maxAt: '2026-10-25T14:00:00Z',
    });
  });
});
