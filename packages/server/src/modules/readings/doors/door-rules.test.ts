/**
 * The upload doors read what the measure catalogue says: for every main measure, an Ecowitt form and a
 * Weather Underground query built from the catalogue's fields (each value written in the field's own unit)
 * come out of the door as the same value in the measure's canonical unit, in that measure and no other.
 * The measures the catalogue leaves to code (rain, the lightning counter) have their fields read too.
 */
import { READING_MEASURES, type ReadingMeasure } from '@meteodeck/contract';
import {
  convertMeasureUnit,
  type DoorSource,
  doorFields,
  MEASURE_COLUMN,
  measureDescriptor,
  READING_COLUMNS,
  READING_MEASURE_KINDS,
  type ResolvedField,
  sourceFields,
} from '@meteodeck/weather';
import { describe, expect, it } from 'vitest';
import type { CanonicalReading } from '../canonical-reading.ts';
import { READING_COLUMN_OF } from '../store/reading-columns.ts';
import { ECOWITT_FIELDS, parseEcowittUpload } from './ecowitt.ts';
import { toUploadFields } from './upload-fields.ts';
import { parseWuUpload, WU_FIELDS } from './wu.ts';

const NOW = Date.UTC(2026, 5, 15, 10, 0, 0);

/** Each door as a console reaches it: the text it sends, parsed as the route parses it. */
const DOORS: Record<
  DoorSource,
  { read: (text: string) => CanonicalReading | null; fields: ReadonlySet<string> }
> = {
  ecowitt: {
    read: (body) =>
      parseEcowittUpload(toUploadFields(Object.fromEntries(new URLSearchParams(body))), NOW).reading,
    fields: ECOWITT_FIELDS,
  },
  wunderground: {
    read: (query) =>
      parseWuUpload(toUploadFields(Object.fromEntries(new URLSearchParams(query))), NOW).reading,
    fields: WU_FIELDS,
  },
};
const SOURCES = Object.keys(DOORS) as DoorSource[];

/** A value of `kind` inside its bounds, in its canonical unit, a different one for each position. */
function canonicalValue(kind: ReadingMeasure, position: number): number {
  const { min, max } = measureDescriptor(kind).bounds;
  return min + (max - min) * (0.2 + 0.03 * position);
}

/** An upload carrying `fields` of `kind`, the n-th with the n-th value, each written in its own unit. */
function uploadOf(kind: ReadingMeasure, fields: readonly ResolvedField[]): string {
  const text = new URLSearchParams({ ID: 'SSDP41000', PASSWORD: 'token', dateutc: 'now' });
  fields.forEach((field, position) => {
    const sent = convertMeasureUnit(canonicalValue(kind, position), measureDescriptor(kind).unit, field.unit);
    if (sent === null) throw new Error(`${field.name}: ${field.unit} does not convert`);
    text.set(field.name, String(sent));
  });
  return text.toString();
}

/** The reading's measures other than `kind`, which an upload of `kind` alone must leave empty. */
function othersOf(reading: CanonicalReading, kind: ReadingMeasure): Partial<Record<ReadingMeasure, number>> {
  const others: Partial<Record<ReadingMeasure, number>> = {};
  for (const measure of READING_MEASURES) {
    const value = reading[measure];
    if (measure !== kind && value !== null) others[measure] = value;
  }
  return others;
}

describe.each(SOURCES)('the %s door', (source) => {
  const door = DOORS[source];
  const byRule = READING_MEASURE_KINDS.flatMap((kind) => {
    const fields = doorFields(kind, source);
    return fields === 'code' || fields.length === 0 ? [] : [{ kind, fields }];
  });

  it('reads some main measures by the catalogue’s rules', () => {
    expect(byRule.map((rule) => rule.kind)).toContain('indoorHumidity');
    expect(byRule.map((rule) => rule.kind)).toContain('uv');
  });

  it.each(byRule)('reads each field of $kind alone into it, in its canonical unit', ({ kind, fields }) => {
    for (const field of fields) {
      expect(door.fields.has(field.name), field.name).toBe(true);
      const reading = door.read(uploadOf(kind, [field]));
      expect(reading, field.name).not.toBeNull();
      if (reading === null) continue;
      expect(reading[kind], `${field.name} (${field.unit})`).toBeCloseTo(canonicalValue(kind, 0), 6);
      expect(othersOf(reading, kind), field.name).toEqual({});
    }
  });

  it.each(byRule)('takes the first field of $kind present', ({ kind, fields }) => {
    const reading = door.read(uploadOf(kind, fields));
    expect(reading?.[kind]).toBeCloseTo(canonicalValue(kind, 0), 6);
    if (fields.length > 1) {
      const rest = door.read(
        uploadOf(kind, fields).replace(`${encodeURIComponent(fields[0]?.name ?? '')}=`, 'x='),
      );
      expect(rest?.[kind]).toBeCloseTo(canonicalValue(kind, 1), 6);
    }
  });

  it('reads the fields of the measures the catalogue leaves to code', () => {
    for (const kind of READING_MEASURE_KINDS) {
      if (doorFields(kind, source) !== 'code') continue;
      for (const field of sourceFields(kind, source))
        expect(door.fields.has(field.name), field.name).toBe(true);
    }
  });
});

describe('the readings columns', () => {
  it('are the catalogue’s main measures, one column each', () => {
    expect(READING_COLUMNS).toHaveLength(READING_MEASURE_KINDS.length);
    expect(new Set(READING_COLUMNS).size).toBe(READING_COLUMNS.length);
    expect(READING_MEASURE_KINDS.map((kind) => READING_COLUMN_OF[kind])).toEqual(READING_COLUMNS);
    expect(READING_MEASURE_KINDS.map((kind) => MEASURE_COLUMN[kind])).toEqual(READING_COLUMNS);
    expect(READING_MEASURES).toEqual(READING_MEASURE_KINDS);
    expect(READING_COLUMN_OF.lightningCounter).toBe('lightning_counter');
    expect(MEASURE_COLUMN.indoorHumidity).toBe('indoor_humidity_pct');
  });
});
