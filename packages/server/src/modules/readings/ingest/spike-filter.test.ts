import { defaultQualitySettings, type QualitySettings } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { baseFrom, filterSpikes } from './spike-filter.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 5, 15, 8, 0);
const row = (
  minute: number,
  values: Record<string, number | null>,
): Record<string, number | null> & { received_at: number } => ({
  received_at: T0 + minute * MINUTE,
  ...values,
});

describe('spike filter', () => {
  it('leaves a one-reading spike out and keeps the return to normal', () => {
    const rows = [
      row(0, { temperature_c: 15 }),
      row(1, { temperature_c: 27 }),
      row(2, { temperature_c: 15.2 }),
    ];
    const flags = filterSpikes(rows, defaultQualitySettings(), baseFrom([]));
    expect(flags).toEqual([
      { receivedAt: T0 + MINUTE, measure: 'temperature', value: 27, rule: 'rate', limit: 4 },
    ]);
    expect(rows.map((r) => r.temperature_c)).toEqual([15, null, 15.2]);
  });

  it('compares with the last accepted value, so a two-reading spike is caught twice', () => {
    const rows = [
      row(1, { temperature_c: 27 }),
      row(2, { temperature_c: 27.1 }),
      row(3, { temperature_c: 15 }),
    ];
    const flags = filterSpikes(rows, defaultQualitySettings(), baseFrom([row(0, { temperature_c: 15 })]));
    expect(flags.map((f) => f.value)).toEqual([27, 27.1]);
  });

  it('allows the rate times the minutes since the last value: a real step after a gap passes', () => {
    const base = baseFrom([row(0, { temperature_c: 15, pressure_rel_hpa: 1010 })]);
    const rows = [row(10, { temperature_c: 30, pressure_rel_hpa: 1025 })];
    expect(filterSpikes(rows, defaultQualitySettings(), base)).toEqual([]);
    expect(rows[0]?.temperature_c).toBe(30);
  });

  it('judges rain as an amount per minute of its interval, and not on a first reading', () => {
    expect(filterSpikes([row(0, { rain_mm: 40 })], defaultQualitySettings(), baseFrom([]))).toEqual([]);
    const base = baseFrom([row(0, { temperature_c: 10 })]);
    const flags = filterSpikes(
      [row(1, { rain_mm: 12 }), row(11, { rain_mm: 30 })],
      defaultQualitySettings(),
      base,
    );
    expect(flags.map((f) => [f.measure, f.value])).toEqual([['rain', 12]]);
  });

  it("applies a station's absolute limits before rates, and nothing when switched off", () => {
    const settings: QualitySettings = {
      enabled: true,
      rules: [{ measure: 'temperature', maxChangePerMinute: null, min: -10, max: 45 }],
    };
    const flags = filterSpikes(
      [row(0, { temperature_c: -12 }), row(1, { temperature_c: 40 })],
      settings,
      baseFrom([]),
    );
    expect(flags.map((f) => [f.value, f.rule, f.limit])).toEqual([[-12, 'min', -10]]);
    const off = { ...settings, enabled: false };
    expect(filterSpikes([row(0, { temperature_c: -12 })], off, baseFrom([]))).toEqual([]);
  });

  it('takes a dew point computed with a flagged temperature out with it, as derived', () => {
    const base = baseFrom([row(0, { temperature_c: 15, humidity_pct: 60, dew_point_c: 7.3 })]);
    const rows = [row(1, { temperature_c: 27, humidity_pct: 60, dew_point_c: 18.6 })];
    const flags = filterSpikes(rows, defaultQualitySettings(), base);
    expect(flags.map((f) => [f.measure, f.rule])).toEqual([
      ['temperature', 'rate'],
      ['dewPoint', 'derived'],
    ]);
    expect(rows[0]).toMatchObject({ temperature_c: null, humidity_pct: 60, dew_point_c: null });
  });
});
