import { dayBounds } from '@meteodeck/weather';
import { describe, expect, it } from 'vitest';
import { computeAlmanac, moonPhaseKey, nextSeason, type SkyPlace, sunDay } from './sky.ts';

// Published tables, written here as they print them (local clock time, whole minutes). A computed instant
// passes when it lies within one minute of the published one.
const MINUTE_MS = 60_000;

/** The instant of a local clock time 'YYYY-MM-DDTHH:MM' at a UTC offset ('+02:00'). */
const at = (local: string, offset: string) => new Date(`${local}:00${offset}`);

function expectNear(actual: Date | null, published: Date) {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual?.getTime() ?? 0) - published.getTime())).toBeLessThanOrEqual(MINUTE_MS);
}

/** The sun on the local day containing `instant` in `timeZone`. */
function sunOn(instant: string, place: SkyPlace, timeZone: string) {
  const { startMs, endMs } = dayBounds(new Date(instant).getTime(), timeZone);
  return sunDay(startMs, endMs, place);
}

const GARMISCH: SkyPlace = { lat: 47.49, lng: 11.1, elevation: 708 };
const FLENSBURG: SkyPlace = { lat: 54.78, lng: 9.43, elevation: 12 };
const SYDNEY: SkyPlace = { lat: -33.87, lng: 151.21, elevation: 0 };
const TROMSO: SkyPlace = { lat: 69.65, lng: 18.96, elevation: 10 };
const BERLIN: SkyPlace = { lat: 52.52, lng: 13.405, elevation: 34 };

describe('the sun against published tables', () => {
  it('sets and darkens in Garmisch-Partenkirchen and Flensburg on 23 June 2020 as the hr weather page printed', () => {
    // Source: hr-fernsehen, 'Alle Wetter', "Helle Nächte" (June 2020): Garmisch sunset 21:17, end of civil
    // twilight 21:57, of nautical twilight 22:53; Flensburg sunset 22:04, end of civil twilight 23:01, and the
    // sun does not sink 12° below the horizon there (no nautical dusk). CEST, +02:00.
    const garmisch = sunOn('2020-06-23T12:00:00+02:00', GARMISCH, 'Europe/Berlin');
    expectNear(garmisch.sunset, at('2020-06-23T21:17', '+02:00'));
    expectNear(garmisch.civilDusk, at('2020-06-23T21:57', '+02:00'));
    expectNear(garmisch.nauticalDusk, at('2020-06-23T22:53', '+02:00'));
    const flensburg = sunOn('2020-06-23T12:00:00+02:00', FLENSBURG, 'Europe/Berlin');
    expectNear(flensburg.sunset, at('2020-06-23T22:04', '+02:00'));
    expectNear(flensburg.civilDusk, at('2020-06-23T23:01', '+02:00'));
    expect(flensburg.nauticalDusk).toBeNull();
    expect(flensburg.nauticalDawn).toBeNull();
    expect(flensburg.astronomicalDusk).toBeNull();
    expect(flensburg.polar).toBeNull();
  });

  it('rises and sets in Sydney in winter and summer 2026 as the published table prints', () => {
    // Source: whattime.city/sydney/sun, "Sunrise and sunset on the 1st of each month" (2026): 1 June 06:52
    // and 16:55 (AEST, +10:00, 10 h 03 min); 1 December 05:38 and 19:51 (AEDT, +11:00, 14 h 13 min).
    const june = sunOn('2026-06-01T12:00:00+10:00', SYDNEY, 'Australia/Sydney');
    expectNear(june.sunrise, at('2026-06-01T06:52', '+10:00'));
    expectNear(june.sunset, at('2026-06-01T16:55', '+10:00'));
    expect(Math.abs((june.dayLengthMs ?? 0) - (10 * 60 + 3) * MINUTE_MS)).toBeLessThanOrEqual(MINUTE_MS);
    const december = sunOn('2026-12-01T12:00:00+11:00', SYDNEY, 'Australia/Sydney');
    expectNear(december.sunrise, at('2026-12-01T05:38', '+11:00'));
    expectNear(december.sunset, at('2026-12-01T19:51', '+11:00'));
    expect(Math.abs((december.dayLengthMs ?? 0) - (14 * 60 + 13) * MINUTE_MS)).toBeLessThanOrEqual(MINUTE_MS);
    // The southern summer's sun culminates in the early afternoon of daylight saving time, after sunrise.
    expect(december.solarNoon?.getTime()).toBeGreaterThan(december.sunrise?.getTime() ?? Infinity);
    expect(december.civilDawn?.getTime()).toBeLessThan(december.sunrise?.getTime() ?? 0);
    expect(december.astronomicalDawn?.getTime()).toBeLessThan(december.nauticalDawn?.getTime() ?? 0);
  });

  it('has the midnight sun in Tromsø in late June and the polar night in December', () => {
    // Published for Tromsø: the midnight sun from 20 May to 22 July, no sunrise from late November to mid
    // January (Tromsø's tourist and university pages).
    const june = sunOn('2026-06-25T12:00:00+02:00', TROMSO, 'Europe/Oslo');
    expect(june).toMatchObject({
      sunrise: null,
      sunset: null,
      polar: 'polarDay',
      dayLengthMs: 24 * 3_600_000,
    });
    expect(june.civilDusk).toBeNull();
    expect(june.solarNoon).not.toBeNull();
    const december = sunOn('2026-12-21T12:00:00+01:00', TROMSO, 'Europe/Oslo');
    expect(december).toMatchObject({ sunrise: null, sunset: null, polar: 'polarNight', dayLengthMs: 0 });
    // Even at midwinter the sun comes within 6° of the horizon at noon: civil dawn and dusk happen.
    expect(december.civilDawn).not.toBeNull();
    expect(december.civilDusk).not.toBeNull();
    const september = sunOn('2026-09-15T12:00:00+02:00', TROMSO, 'Europe/Oslo');
    expect(september.polar).toBeNull();
    expect(september.sunrise).not.toBeNull();
  });

  it("gives the day length's change since yesterday as Berlin's table of 2025 prints it", () => {
    // Source: stjerneskinn.com, "Dagens lengde i Berlin i 2025": 10 February 9 h 38 min, 4 min longer than
    // the day before; 25 January 8 h 42 min, +4 min. The table rounds both days to minutes.
    for (const [day, length, change] of [
      ['2025-02-10', 9 * 60 + 38, 4],
      ['2025-01-25', 8 * 60 + 42, 4],
    ] as const) {
      const almanac = computeAlmanac(new Date(`${day}T12:00:00+01:00`), BERLIN, 'Europe/Berlin');
      expect(Math.abs((almanac.dayLengthMs ?? 0) - length * MINUTE_MS)).toBeLessThanOrEqual(MINUTE_MS);
      expect(Math.abs((almanac.dayLengthChangeMs ?? 0) - change * MINUTE_MS)).toBeLessThanOrEqual(MINUTE_MS);
    }
  });

  it("counts the station's elevation in refraction but not as a dip of the horizon", () => {
    const sea = sunOn('2020-06-23T12:00:00+02:00', { ...GARMISCH, elevation: 0 }, 'Europe/Berlin');
    const high = sunOn('2020-06-23T12:00:00+02:00', GARMISCH, 'Europe/Berlin');
    const shift = (high.sunrise?.getTime() ?? 0) - (sea.sunrise?.getTime() ?? 0);
    // Thinner air bends less: the sun rises a few seconds later at 708 m, far less than a dip's minutes.
    expect(shift).toBeGreaterThan(0);
    expect(shift).toBeLessThan(MINUTE_MS);
  });
});

describe('equinoxes and solstices against published tables', () => {
  it.each([
    // Source: USNO "Earth's Seasons" table as reprinted for 2016–2019 (UT).
    ['2019-01-01T00:00:00Z', 'marchEquinox', '2019-03-20T21:58:00Z'],
    ['2019-04-01T00:00:00Z', 'juneSolstice', '2019-06-21T15:54:00Z'],
    ['2019-07-01T00:00:00Z', 'septemberEquinox', '2019-09-23T07:50:00Z'],
    ['2019-10-01T00:00:00Z', 'decemberSolstice', '2019-12-22T04:19:00Z'],
    // Source: neoprogrammics.com equinoxes and solstices calculator (DE405), 2022 in UT.
    ['2022-06-01T00:00:00Z', 'juneSolstice', '2022-06-21T09:14:00Z'],
    ['2022-12-01T00:00:00Z', 'decemberSolstice', '2022-12-21T21:48:00Z'],
    // Source: Paul Hirose on NavList (JPL Horizons): 2024 September equinox 12:43:40 UTC, 2025 March
    // equinox 09:01:29 UTC.
    ['2024-09-01T00:00:00Z', 'septemberEquinox', '2024-09-22T12:43:40Z'],
    ['2024-12-25T00:00:00Z', 'marchEquinox', '2025-03-20T09:01:29Z'],
  ])('after %s comes the %s of %s', (now, key, published) => {
    const next = nextSeason(new Date(now));
    expect(next.key).toBe(key);
    expect(Math.abs(next.at.getTime() - new Date(published).getTime())).toBeLessThanOrEqual(MINUTE_MS);
  });
});

describe('the moon', () => {
  it('finds the next new and full moon and names the phase between them', () => {
    // New moon 2026-06-15 02:54 UTC, full moon 2026-06-29 23:57 UTC.
    const almanac = computeAlmanac(new Date('2026-06-18T12:00:00Z'), BERLIN, 'Europe/Berlin');
    expect(Math.abs(almanac.nextFullMoon.getTime() - Date.parse('2026-06-29T23:57:00Z'))).toBeLessThanOrEqual(
      MINUTE_MS,
    );
    expect(almanac.nextNewMoon.getTime()).toBeGreaterThan(almanac.nextFullMoon.getTime());
    expect(almanac.moonPhase).toBe('waxingCrescent');
    expect(almanac.moonIlluminationPercent).toBeGreaterThan(10);
    expect(almanac.moonIlluminationPercent).toBeLessThan(50);
  });

  it.each([
    [0, 'newMoon'],
    [0.97, 'newMoon'],
    [0.25, 'firstQuarter'],
    [0.5, 'fullMoon'],
    [0.62, 'waningGibbous'],
    [0.88, 'waningCrescent'],
  ] as const)('phase %f is %s', (phase, key) => {
    expect(moonPhaseKey(phase)).toBe(key);
  });
});
