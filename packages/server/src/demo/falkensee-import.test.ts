import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createExtras, EXTRA_SERIES, FALKENSEE_SITE } from './falkensee-extras.ts';
import { writeShiftedCsv, yearShifted } from './falkensee-import.ts';

const at = (iso: string) => Date.parse(iso);

describe('the demo year moved by whole years', () => {
  const now = at('2026-11-21T06:30:00Z');

  it('keeps every reading on its date and time, within the year before now', () => {
    const cases: Array<[string, string]> = [
      ['2019-05-22T13:00:00Z', '2026-05-22T13:00:00.000Z'],
      ['2019-09-22T03:00:00Z', '2026-09-22T03:00:00.000Z'],
      ['2019-11-21T06:30:00Z', '2026-11-21T06:30:00.000Z'],
      // After today's date and time: last year.
      ['2019-11-21T06:33:00Z', '2025-11-21T06:33:00.000Z'],
      ['2019-12-31T23:59:00Z', '2025-12-31T23:59:00.000Z'],
    ];
    for (const [source, moved] of cases) {
      const shifted = yearShifted(at(source), now);
      expect(new Date(shifted ?? 0).toISOString(), source).toBe(moved);
    }
  });

  it('leaves out a 29 February that lands in a year without one', () => {
    expect(yearShifted(at('2020-02-29T12:00:00Z'), at('2026-11-21T00:00:00Z'))).toBeNull();
    expect(
      new Date(yearShifted(at('2020-02-29T12:00:00Z'), at('2028-11-21T00:00:00Z')) ?? 0).toISOString(),
    ).toBe('2028-02-29T12:00:00.000Z');
  });

  it('writes the moved rows in time order, each month equal to its source month, with the simulated series', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-shift-'));
    try {
      const source = join(dir, 'source.csv');
      writeFileSync(
        source,
        [
          'received_at,temperature_c,humidity_pct,wind_speed_ms,rain_counter_mm',
          '2019-01-01T00:02:00Z,8.7,80,1.7,1088.7',
          '2019-06-21T11:00:00Z,24.0,45,2.0,1088.7',
          '2019-12-31T23:59:00Z,3.0,90,1.0,1088.7',
          '',
        ].join('\n'),
      );
      const target = join(dir, 'target.csv');
      await writeShiftedCsv(source, target, (t) => yearShifted(t, now), createExtras(FALKENSEE_SITE));
      const lines = readFileSync(target, 'utf8').trimEnd().split('\n');
      expect(lines[0]).toBe(
        `received_at,temperature_c,humidity_pct,wind_speed_ms,rain_counter_mm,${EXTRA_SERIES.join(',')}`,
      );
      const rows = lines.slice(1).map((line) => line.split(','));
      expect(rows.map((r) => r[0])).toEqual([
        '2025-12-31T23:59:00.000Z',
        '2026-01-01T00:02:00.000Z',
        '2026-06-21T11:00:00.000Z',
      ]);
      // Midnight has no sun; a June noon in Falkensee has plenty, and a UV index to go with it.
      const [night, , noon] = rows;
      expect(night?.[5]).toBe('0');
      expect(Number(noon?.[5])).toBeGreaterThan(500);
      expect(Number(noon?.[6])).toBeGreaterThan(4);
      expect(Number(noon?.[6])).toBeLessThanOrEqual(12);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the simulated series', () => {
  it('stay in their physical bounds, with a soil that changes slower than the air', () => {
    const extras = createExtras(FALKENSEE_SITE);
    const start = at('2026-03-01T00:00:00Z');
    const air: number[] = [];
    const soil: number[] = [];
    for (let i = 0; i < 3 * 480; i += 1) {
      const t = start + i * 180_000;
      const temperature = 5 + 8 * Math.sin((2 * Math.PI * (t - start)) / 86_400_000);
      const row = new Map([
        ['temperature_c', temperature.toFixed(1)],
        ['humidity_pct', String(70 + (i % 30))],
        ['wind_speed_ms', '2.0'],
        ['rain_counter_mm', String(100 + Math.floor(i / 200) * 0.3)],
      ]);
      const [solar, uv, soilText, leaf, pm] = extras(row, t).map(Number);
      expect(solar).toBeGreaterThanOrEqual(0);
      expect(solar).toBeLessThan(1100);
      expect(uv).toBeGreaterThanOrEqual(0);
      expect(uv).toBeLessThanOrEqual(12);
      expect(leaf).toBeGreaterThanOrEqual(0);
      expect(leaf).toBeLessThanOrEqual(100);
      expect(pm).toBeGreaterThan(0);
      expect(pm).toBeLessThan(60);
      air.push(temperature);
      soil.push(soilText ?? Number.NaN);
    }
    const range = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(range(soil.slice(480))).toBeLessThan(range(air) / 2);
  });
});
