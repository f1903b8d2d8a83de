import { MEASURE_CATALOGUE, READING_MEASURE_KINDS } from '@meteodeck/weather';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  READING_INPUT_FIXED_PROPERTIES,
  READING_MEASURES,
  ReadingInput,
  readingMeasureDescription,
} from './readings.ts';

// Type-level checks (tsc fails when the static type loses its named optional number properties).
const typed: ReadingInput = { receivedAt: '2026-11-27T12:00:00Z', temperature: 3.5, indoorHumidity: null };
// @ts-expect-error a measure is a number, not a string
const wrongType: ReadingInput = { receivedAt: '2026-11-27T12:00:00Z', humidity: '80' };
// @ts-expect-error an unknown key is no measure (the static type is not an index signature)
const unknownKey: ReadingInput = { receivedAt: '2026-11-27T12:00:00Z', temperatur: 3 };
// @ts-expect-error receivedAt stays required
const noInstant: ReadingInput = { temperature: 3 };
const measureOnly: number | null | undefined = typed.windGust;

describe('ReadingInput, built from the measure catalogue', () => {
  const schema = ReadingInput as unknown as {
    properties: Record<string, { type?: unknown; description?: string; format?: string }>;
    required?: string[];
  };

  it('has one property per main measure of the catalogue plus the fixed ones, and no other', () => {
    const mainMeasures = MEASURE_CATALOGUE.filter((entry) => entry.reading).map((entry) => entry.kind);
    expect(mainMeasures).toEqual([...READING_MEASURE_KINDS]);
    expect(new Set(Object.keys(schema.properties))).toEqual(
      new Set([...mainMeasures, ...READING_INPUT_FIXED_PROPERTIES]),
    );
    expect(Object.keys(schema.properties)).toHaveLength(mainMeasures.length + 3);
    expect(schema.required).toEqual(['receivedAt']);
  });

  it('types every measure as an optional number or null, documented by its canonical unit', () => {
    for (const kind of READING_MEASURES) {
      expect(schema.properties[kind]?.type, kind).toEqual(['number', 'null']);
      expect(schema.properties[kind]?.description, kind).toBe(readingMeasureDescription(kind));
    }
    expect(schema.properties.temperature?.description).toBe('°C');
    expect(schema.properties.relativePressure?.description).toBe(
      'hPa; sea level; derived from absolutePressure and elevation when absent',
    );
    expect(schema.properties.lightningTime).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
    expect(schema.properties.sensors).toMatchObject({ type: 'object', maxProperties: 64 });
  });

  it('accepts a reading of catalogue measures and refuses a measure of the wrong type', () => {
    expect(Value.Check(ReadingInput, typed)).toBe(true);
    expect(Value.Check(ReadingInput, { ...typed, pm25Avg: 12, uv: null, lightningTime: null })).toBe(true);
    expect(Value.Check(ReadingInput, wrongType)).toBe(false);
    expect(Value.Check(ReadingInput, noInstant)).toBe(false);
    expect(Value.Check(ReadingInput, unknownKey)).toBe(true);
    expect(measureOnly).toBeUndefined();
  });
});
