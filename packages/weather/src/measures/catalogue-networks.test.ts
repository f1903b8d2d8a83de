/**
 * The forwarding networks' fields the measure catalogue gives, against each network's documentation (the
 * fields as the adapters send them; docs/FORWARDING.md names each protocol's source).
 */
import { describe, expect, it } from 'vitest';
import { MEASURE_CATALOGUE, measureDescriptor, WINDY_FIELDS } from './catalogue.ts';
import { measureUnitConverter } from './measure-units.ts';

/** Each field as `[kind, name, unit, digits]`. */
const named = (fields: typeof WINDY_FIELDS) =>
  fields.map((field) => [field.kind, field.name, field.unit, field.digits]);

describe("the catalogue's network fields", () => {
  it("gives Windy's Stations API its metric measure fields, the rain of the past hour's place (8) left free", () => {
    // stations.windy.com API reference: temp, dewpoint (°C), humidity (%), wind, gust (m/s), winddir (°),
    // mbar (hPa), precip (mm, the adapter's), uv, solarradiation (W/m²).
    expect(named(WINDY_FIELDS)).toEqual([
      ['temperature', 'temp', '°C', 1],
      ['dewPoint', 'dewpoint', '°C', 1],
      ['humidity', 'humidity', '%', 0],
      ['windSpeed', 'wind', 'm/s', 1],
      ['windGust', 'gust', 'm/s', 1],
      ['windDirection', 'winddir', '°', 0],
      ['relativePressure', 'mbar', 'hPa', 1],
      ['uv', 'uv', 'index', 1],
      ['solarRadiation', 'solarradiation', 'W/m²', 0],
    ]);
    expect(WINDY_FIELDS.map((field) => field.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10]);
  });

  it('gives these networks fields of forwarded measures only, each in a unit its measure converts to', () => {
    const lists = [WINDY_FIELDS];
    const declared = MEASURE_CATALOGUE.filter((entry) => entry.forwarding.windy !== undefined);
    expect(WINDY_FIELDS).toHaveLength(declared.length);
    for (const field of lists.flat()) {
      expect(measureDescriptor(field.kind).forwarded, field.kind).toBe(true);
      expect(measureUnitConverter(measureDescriptor(field.kind).unit, field.unit), field.kind).not.toBeNull();
    }
  });
});
