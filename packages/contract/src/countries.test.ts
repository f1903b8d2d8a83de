import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';

describe('ISO 3166-1 alpha-2 country codes', () => {
  it('holds the 249 officially assigned codes, each once, each a region ICU can name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).not.toBe(code);
  });

  it.each(['FR', 'DE', 'US', 'AX', 'SS', 'BQ', 'CW'])('accepts %s', (code) => {
    expect(isCountryCode(code)).toBe(true);
  });

  it.each([
    ['EU', 'exceptionally reserved (European Union)'],
    ['UK', 'exceptionally reserved'],
    ['XK', 'user-assigned (Kosovo)'],
    ['ZZ', 'user-assigned'],
    ['YU', 'withdrawn'],
    ['fr', 'lower case'],
    ['FRA', 'alpha-3'],
    ['', 'empty'],
  ])('rejects %s (%s)', (code) => {
    expect(isCountryCode(code)).toBe(false);
  });
});
