import { describe, expect, it } from 'vitest';
import { enterArea, setLanguage } from '../language.ts';
import {
  decimalsFor,
  formatAqi,
  formatBeaufort,
  formatCoordinate,
  formatMeasure,
  formatNumber,
  formatTick,
  formatVariation,
  formatWithUnit,
  MISSING,
} from './number-format.ts';
import { compassPoints, formatWindDirection } from './wind-direction-format.ts';

describe('formatVariation', () => {
  it.each([
    [1.23, '+1,2'],
    [-0.4, '−0,4'],
    [0.05, '+0,1'],
    [-0.05, '−0,1'],
    [12, '+12,0'],
  ])('shows %d with its sign and one decimal: %s', (value, expected) => {
    expect(formatVariation(value)).toBe(expected);
  });

  it('shows a change that rounds to zero as ±0,0, never -0,0', () => {
    expect(formatVariation(0)).toBe('±0,0');
    expect(formatVariation(-0.04)).toBe('±0,0');
    expect(formatVariation(0.049)).toBe('±0,0');
  });

  it('shows a dash for a missing variation', () => {
    expect(formatVariation(null)).toBe(MISSING);
    expect(formatVariation(undefined)).toBe('-');
    expect(formatVariation(Number.NaN)).toBe('-');
  });

  it('keeps more decimals when asked (inHg)', () => {
    expect(formatVariation(-0.034, 2)).toBe('−0,03');
  });
});

describe('formatMeasure', () => {
  it('shows temperatures with one decimal and the unit', () => {
    expect(formatMeasure(21.46, '°C')).toBe('21,5 °C');
    expect(formatMeasure(70, '°F')).toBe('70,0 °F');
    expect(formatMeasure(-0.04, '°C')).toBe('0,0 °C');
  });

  it('uses each unit decimals: none for %, W/m² and m, two for inHg and in', () => {
    expect(formatMeasure(55.4, '%')).toBe('55 %');
    expect(formatMeasure(640.6, 'W/m²')).toBe('641 W/m²');
    expect(formatMeasure(30.0512, 'inHg')).toBe('30,05 inHg');
    expect(formatMeasure(0.126, 'in')).toBe('0,13 in');
    expect(formatMeasure(1016.25, 'hPa')).toBe('1016,3 hPa');
    expect(decimalsFor('m')).toBe(0);
  });

  it('shows a lone dash, without unit, for a missing value', () => {
    expect(formatMeasure(null, '°C')).toBe('-');
    expect(formatWithUnit(null, 1, 'mm/h')).toBe('-');
  });

  it('rounds halves away from zero', () => {
    expect(formatNumber(1.25, 1)).toBe('1,3');
    expect(formatNumber(-1.25, 1)).toBe('−1,3');
  });
});

describe('negative numbers and coordinates', () => {
  it('write a negative number with the minus sign (U+2212), a missing one with the hyphen-minus', () => {
    expect(formatMeasure(-3.24, '°C')).toBe('\u22123,2 °C');
    expect(formatNumber(-12, 0)).toBe('−12');
    expect(formatTick(-2.5, 4)).toBe('−2,5');
    expect(formatTick(-0.00001, 2)).toBe('0');
    expect(formatWithUnit(-0.4, 1, 'hPa')).toBe('−0,4 hPa');
    expect(formatVariation(-1.2)).toBe('−1,2');
    expect(formatNumber(null, 1)).toBe('-');
    // No hyphen-minus left in a shown number; none on a zero either.
    expect(formatMeasure(-3.24, '°C')).not.toContain('-');
    expect(formatMeasure(-0.04, '°C')).toBe('0,0 °C');
  });

  it('write a coordinate with four decimals and the degree sign', () => {
    expect(formatCoordinate(52.84312)).toBe('52,8431°');
    expect(formatCoordinate(-33.86882)).toBe('−33,8688°');
    expect(formatCoordinate(7.1)).toBe('7,1000°');
    expect(formatCoordinate(null)).toBe('-');
  });
});

describe('Beaufort, AQI and wind direction', () => {
  it('joins the Beaufort force and its French name', () => {
    expect(formatBeaufort(3, 'Petite brise')).toBe('3 – Petite brise');
    expect(formatBeaufort(0, 'Calme')).toBe('0 – Calme');
    expect(formatBeaufort(5, null)).toBe('5');
    expect(formatBeaufort(null, null)).toBe('-');
  });

  it('joins the AQI, without decimals, and its label', () => {
    expect(formatAqi(42.4, 'Bon')).toBe('42 – Bon');
    expect(formatAqi(151, 'Mauvais')).toBe('151 – Mauvais');
    expect(formatAqi(60, null)).toBe('60');
    expect(formatAqi(null, 'Bon')).toBe('-');
  });

  it('adds the German compass point to a direction', () => {
    expect(formatWindDirection(225, '°')).toBe('225° SW');
    expect(formatWindDirection(90, '°')).toBe('90° O');
    expect(formatWindDirection(359, '°')).toBe('359° N');
    expect(formatWindDirection(null, '°')).toBe('-');
  });
});

describe("numbers in the visitor's language", () => {
  it('writes a decimal point in English, a comma in French, and French in the back office', async () => {
    await setLanguage('en');
    expect(formatMeasure(21.46, '°C')).toBe('21.5 °C');
    expect(formatVariation(-0.4)).toBe('−0.4');
    expect(formatVariation(0)).toBe('±0.0');
    expect(formatMeasure(30.0512, 'inHg')).toBe('30.05 inHg');
    expect(formatTick(0.5, 4)).toBe('0.5');
    expect(formatWindDirection(90, '°')).toBe('90° E');
    expect(compassPoints()[4]).toBe('E');
    // Beaufort names and AQI bands in English; in French the spec's Beaufort names and its bands spelt
    // as French writes them; in German the spec's labels exactly.
    expect(formatBeaufort(4, 'Jolie brise')).toBe('4 – Moderate breeze');
    expect(formatBeaufort(12, 'Bombe météorologique')).toBe('12 – Hurricane force');
    expect(formatAqi(120, 'Mauvais pour les groupes')).toBe('120 – Unhealthy for sensitive groups');
    expect(formatAqi(42, 'Bon')).toBe('42 – Good');

    // The back office writes French whatever the visitor picked.
    enterArea('admin');
    expect(formatMeasure(21.46, '°C')).toBe('21,5 °C');
    expect(formatWindDirection(270, '°')).toBe('270° O');
    enterArea('public');
    expect(formatMeasure(21.46, '°C')).toBe('21.5 °C');

    await setLanguage('fr');
    expect(formatMeasure(21.46, '°C')).toBe('21,5 °C');
    expect(formatTick(29.92, 4)).toBe('29,92');
    expect(formatBeaufort(4, 'Jolie brise')).toBe('4 – Jolie brise');
    expect(formatAqi(42, 'Bon')).toBe('42 – Bon');
    expect(formatAqi(250, 'Trés mauvais')).toBe('250 – Très mauvais');
    expect(formatAqi(120, 'Mauvais pour les groupes')).toBe('120 – Mauvais pour les groupes sensibles');
    expect(formatWindDirection(225, '°')).toBe('225° SO');

    await setLanguage('de');
    expect(formatMeasure(21.46, '°C')).toBe('21,5 °C');
    expect(formatWindDirection(90, '°')).toBe('90° O');
    expect(formatBeaufort(4, 'Jolie brise')).toBe('4 – Jolie brise');
    expect(formatAqi(310, 'Dangereux')).toBe('310 – Dangereux');
    expect(formatAqi(250, 'Trés mauvais')).toBe('250 – Trés mauvais');
    expect(formatAqi(120, 'Mauvais pour les groupes')).toBe('120 – Mauvais pour les groupes');
  });
});
