import { describe, expect, it } from 'vitest';
import type { ReportDayRow } from '../readings/index.ts';
import { deriveNormals, MIN_DAYS_PER_MONTH } from './normals.ts';

/** A day with a low, a high, their mean (one reading each) and rain. */
function day(date: string, low: number, high: number, rain: number): ReportDayRow {
  return {
    day: date,
    temperatureMin: low,
    temperatureMinAt: null,
    temperatureMax: high,
    temperatureMaxAt: null,
    temperatureSum: low + high,
    temperatureCount: 2,
    rainTotalMm: rain,
    windSpeedSum: null,
    windSpeedCount: 0,
    windSpeedMax: null,
    windSpeedMaxAt: null,
    windGustMax: null,
    windGustMaxAt: null,
    windDirEast: null,
    windDirNorth: null,
    windDirCount: 0,
  };
}

/** `days` days of each month of `year`; in year Y month M: low M + Y − 2020, high that + 10, 1 mm a day. */
function year(y: number, days = MIN_DAYS_PER_MONTH): ReportDayRow[] {
  const rows: ReportDayRow[] = [];
  for (let m = 1; m <= 12; m++) {
    for (let d = 1; d <= days; d++) {
      const low = m + y - 2020;
      rows.push(day(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, low, low + 10, 1));
    }
  }
  return rows;
}

describe('normals derived from the station’s finished years', () => {
  it('waits for five finished years with data on 24 days of every month', () => {
    const four = [...year(2020), ...year(2021), ...year(2022), ...year(2023)];
    expect(deriveNormals(four, 2026)).toBeNull();
    // 2024 short of a day in every month, 2026 not finished: still four.
    expect(deriveNormals([...four, ...year(2024, MIN_DAYS_PER_MONTH - 1), ...year(2026)], 2026)).toBeNull();
  });

  it('averages each month over the finished years, worked by hand', () => {
    const rows = [
      ...year(2020),
      ...year(2021),
      ...year(2022),
      ...year(2023),
      ...year(2024, 31),
      ...year(2026),
    ];
    const derived = deriveNormals(rows, 2026);
    expect(derived?.years).toEqual([2020, 2021, 2022, 2023, 2024]);
    // March: lows 3, 4, 5, 6, 7 → 5; highs 15; means 10; rain 24, 24, 24, 24 and 31 mm → 25.4.
    expect(derived?.normals[2]).toEqual({
      temperatureMean: 10,
      temperatureHigh: 15,
      temperatureLow: 5,
      rainTotal: 25.4,
    });
  });
});
