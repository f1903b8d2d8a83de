import { describe, expect, it } from 'vitest';
import {
  READING_CSV_MEASURES,
  readingCsvColumn,
  readingCsvOutputColumns,
  readingCsvSensorColumn,
  readingCsvSensorHeader,
} from './reading-csv.ts';
import { READING_MEASURES } from './readings.ts';

const METRIC = {
  temperatureUnit: '°C',
  speedUnit: 'km/h',
  rainUnit: 'mm',
  solarRadiationUnit: 'W/m²',
  pmUnit: 'µg/m³',
  humidityUnit: '%',
  cloudBaseUnit: 'm',
  windDirUnit: '°',
  pressureUnit: 'hPa',
} as const;
const IMPERIAL = {
  ...METRIC,
  temperatureUnit: '°F',
  speedUnit: 'mph',
  rainUnit: 'in',
  cloudBaseUnit: 'ft',
  pressureUnit: 'inHg',
} as const;

describe('reading CSV columns', () => {
  it('reads the Falkensee data set columns in canonical units', () => {
    for (const name of [
      'temperature_c',
      'humidity_pct',
      'pressure_abs_hpa',
      'pressure_rel_hpa',
      'wind_speed_ms',
      'wind_gust_ms',
      'wind_direction_deg',
      'rain_counter_mm',
      'indoor_temperature_c',
      'indoor_humidity_pct',
    ]) {
      expect(readingCsvColumn(name)?.toCanonical(12.5), name).toBe(12.5);
    }
    expect(readingCsvColumn('rain_counter_mm')?.field).toBe('rainTotal');
  });

  it('converts a column in another unit to the canonical one', () => {
    expect(readingCsvColumn('temperature_f')?.toCanonical(212)).toBeCloseTo(100, 12);
    expect(readingCsvColumn('wind_speed_kmh')?.toCanonical(36)).toBeCloseTo(10, 12);
    expect(readingCsvColumn('wind_gust_mph')?.toCanonical(1)).toBeCloseTo(0.44704, 12);
    expect(readingCsvColumn('pressure_rel_inhg')?.toCanonical(29.92)).toBeCloseTo(1013.21, 2);
    expect(readingCsvColumn('rain_in')?.toCanonical(1)).toBeCloseTo(25.4, 12);
    expect(readingCsvColumn('rain_rate_inh')?.toCanonical(0.5)).toBeCloseTo(12.7, 12);
    expect(readingCsvColumn('lightning_distance_mi')?.toCanonical(1)).toBeCloseTo(1.609344, 6);
    expect(readingCsvColumn('lightning_count')?.field).toBe('lightningCount');
  });

  it('knows no column outside the vocabulary', () => {
    for (const name of [
      'interval_min',
      'status',
      'temperature',
      'temperature_k',
      'received_at',
      'TEMPERATURE_C',
    ]) {
      expect(readingCsvColumn(name), name).toBeUndefined();
    }
  });

  it('writes an Imperial export in the unit set and reads it back to the same canonical values', () => {
    const columns = readingCsvOutputColumns(IMPERIAL);
    expect(columns.map((c) => c.name)).toContain('temperature_f');
    expect(columns.map((c) => c.name)).toContain('rain_rate_inh');
    expect(columns.map((c) => c.name)).toContain('pressure_abs_inhg');
    expect(columns.map((c) => c.name)).toContain('wind_max_daily_gust_mph');
    expect(columns.map((c) => c.name)).toContain('lightning_distance_km');
    for (const column of columns) {
      const back = readingCsvColumn(column.name);
      expect(back?.field, column.name).toBe(column.field);
      expect(back?.toCanonical(column.fromCanonical(17.3)), column.name).toBeCloseTo(17.3, 9);
    }
  });

  it('names every measure once in an export, whatever the unit set', () => {
    for (const units of [METRIC, IMPERIAL]) {
      const names = readingCsvOutputColumns(units).map((c) => c.name);
      expect(new Set(names).size).toBe(READING_CSV_MEASURES.length);
    }
    expect(readingCsvOutputColumns(METRIC).find((c) => c.field === 'windSpeed')?.name).toBe('wind_speed_kmh');
  });

  it('has a column for every measure of the catalogue a reading carries', () => {
    const fields = new Set(READING_CSV_MEASURES.map((measure) => measure.field));
    expect(READING_MEASURES.filter((measure) => !fields.has(measure))).toEqual([]);
  });

  it('names an extra sensor column by key, the owner’s name and the unit, and reads it back', () => {
    const named = readingCsvSensorColumn('extraTemperature:3', ' Gewächshaus, "Süd"\n', '°F');
    expect(named).toBe('sensor:extraTemperature:3 (Gewächshaus Süd) [°F]');
    expect(readingCsvSensorColumn('leak:1', null, '')).toBe('sensor:leak:1');
    expect(readingCsvSensorHeader(named)).toEqual({ key: 'extraTemperature:3', unit: '°F' });
    expect(readingCsvSensorHeader('sensor:co2 [ppm]')).toEqual({ key: 'co2', unit: 'ppm' });
    expect(readingCsvSensorHeader('sensor:leak:1')).toEqual({ key: 'leak:1', unit: '' });
    expect(readingCsvSensorHeader('temperature_c')).toBeUndefined();
    expect(readingCsvSensorHeader('sensor:bad key [°C]')).toBeUndefined();
  });
});
