import { describe, expect, it } from 'vitest';
import {
  doorFields,
  FORWARDED_MEASURE_KINDS,
  MEASURE_CATALOGUE,
  MEASURE_COLUMN,
  READING_COLUMNS,
  READING_MEASURE_KINDS,
  wundergroundFields,
} from './catalogue.ts';
import { WUNDERGROUND_QUERY_FIELDS } from './catalogue-networks.ts';
import { measureUnitConverter } from './measure-units.ts';

const names = (fields: ReturnType<typeof doorFields>) =>
  fields === 'code' ? 'code' : fields.map((field) => field.name);

describe('the catalogue’s readings columns and doors', () => {
  it('gives each main measure, and no other kind, its own snake_case column', () => {
    expect(READING_COLUMNS).toHaveLength(READING_MEASURE_KINDS.length);
    expect(new Set(READING_COLUMNS).size).toBe(READING_COLUMNS.length);
    for (const column of READING_COLUMNS) expect(column).toMatch(/^[a-z][a-z0-9_]*$/);
    for (const entry of MEASURE_CATALOGUE) {
      expect(entry.column === undefined, entry.kind).toBe(!entry.reading);
      expect(entry.doors === undefined || entry.reading, entry.kind).toBe(true);
      expect(!entry.forwarded || entry.reading, entry.kind).toBe(true);
    }
    expect(MEASURE_COLUMN.relativePressure).toBe('pressure_rel_hpa');
  });

  it('lists the fields each door tries for a main measure, in order', () => {
    expect(names(doorFields('soilTemperature', 'ecowitt'))).toEqual([
      'soiltempf',
      'soiltemp1f',
      'tf_ch1',
      'tf_ch2',
      'tf_ch3',
      'tf_ch4',
      'soil_ec_temp1',
    ]);
    expect(names(doorFields('soilTemperature', 'wunderground'))).toEqual(['soiltempf']);
    expect(names(doorFields('pm25', 'ecowitt'))).toEqual([
      'pm25_ch1',
      'pm25_ch2',
      'pm25_ch3',
      'pm25_ch4',
      'pm25_co2',
    ]);
    expect(names(doorFields('uv', 'wunderground'))).toEqual(['UV', 'uv']);
    expect(names(doorFields('windMaxDailyGust', 'wunderground'))).toEqual([]);
    for (const kind of ['rain', 'rainTotal', 'rainRate', 'lightningCount'] as const) {
      expect(doorFields(kind, 'ecowitt'), kind).toBe('code');
    }
  });

  it('reads every door field in a unit that converts to its measure’s', () => {
    for (const entry of MEASURE_CATALOGUE) {
      if (!entry.reading) continue;
      for (const source of ['ecowitt', 'wunderground'] as const) {
        const fields = doorFields(entry.kind, source);
        if (fields === 'code') continue;
        for (const field of fields) {
          expect(measureUnitConverter(field.unit, entry.unit), `${source} ${field.name}`).not.toBeNull();
        }
      }
    }
    expect(measureUnitConverter('°F', '°C')?.(212)).toBe(100);
    expect(measureUnitConverter('epochSeconds', 'epochMs')?.(2)).toBe(2000);
    expect(measureUnitConverter('km', '°C')).toBeNull();
  });

  it('queues with each reading for the weather networks the measures they are sent', () => {
    expect(FORWARDED_MEASURE_KINDS).toEqual([
      'temperature',
      'humidity',
      'dewPoint',
      'relativePressure',
      'absolutePressure',
      'windSpeed',
      'windDirection',
      'windGust',
      'rainRate',
      'solarRadiation',
      'uv',
      'soilTemperature',
      'leafWetness',
      'pm25',
      'indoorTemperature',
      'indoorHumidity',
    ]);
  });

  it("gives each Weather Underground field its own place, the rain windows' (8, 9) left free", () => {
    const places = MEASURE_CATALOGUE.flatMap((entry) =>
      (entry.forwarding.wunderground ?? []).map((field) => field.place),
    );
    expect([...places, 8, 9].sort((a, b) => a - b)).toEqual(
      Array.from({ length: places.length + 2 }, (_, i) => i + 1),
    );
    expect(WUNDERGROUND_QUERY_FIELDS.map((field) => field.name)).toEqual([
      'tempf',
      'humidity',
      'dewptf',
      'baromin',
      'winddir',
      'windspeedmph',
      'windgustmph',
      'solarradiation',
      'UV',
      'soiltempf',
      'indoortempf',
      'indoorhumidity',
      'soiltemp2f',
      'soiltemp3f',
      'soiltemp4f',
      'leafwetness',
      'leafwetness2',
      'AqPM2.5',
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `temp${n}f`),
      'soilmoisture',
      'soilmoisture2',
      'soilmoisture3',
      'soilmoisture4',
      'AqPM10',
    ]);
  });

  it("fills each forwarded measure's first Weather Underground field from the reading, and no other", () => {
    const fromReading = WUNDERGROUND_QUERY_FIELDS.filter((field) => field.reading !== null);
    expect(fromReading.every((field) => field.reading === field.kind)).toBe(true);
    expect(fromReading.map((field) => field.name)).toEqual([
      'tempf',
      'humidity',
      'dewptf',
      'baromin',
      'winddir',
      'windspeedmph',
      'windgustmph',
      'solarradiation',
      'UV',
      'soiltempf',
      'indoortempf',
      'indoorhumidity',
      'leafwetness',
      'AqPM2.5',
    ]);
    // Every forwarded measure the protocol has a field for is sent from the reading.
    const sent = new Set(fromReading.map((field) => field.kind));
    for (const kind of FORWARDED_MEASURE_KINDS) {
      expect(sent.has(kind) || wundergroundFields(kind).length === 0, kind).toBe(true);
    }
  });
});
