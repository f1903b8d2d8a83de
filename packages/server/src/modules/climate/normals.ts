/**
 * A year's months beside their climate normals, pure. A month's values are those of its days in the daily
 * summaries: the mean of the days' mean temperatures (sum / count of each day), of their highs and of their
 * lows, and the sum of their rain. The normals are the owner's (entered in the back office) or, without
 * them, derived from the station's own finished years: the calendar years before the current one whose
 * every month has data on at least MIN_DAYS_PER_MONTH days; with at least MIN_FINISHED_YEARS of them, each
 * month's normal is the mean of its values over those years. Departures: the mean temperature minus its
 * normal (a difference, shown in the answer's unit) and the rain as a rounded percentage of its normal.
 */
import type { ClimateMeans, NormalsComparison } from '@meteodeck/contract';
import type { ReportDayRow } from '../readings/index.ts';
import type { Presenter } from '../weather-data/index.ts';

/** A month's means and rain in canonical units (°C, mm); null when no day had the value. */
export interface MonthValues {
  temperatureMean: number | null;
  temperatureHigh: number | null;
  temperatureLow: number | null;
  rainTotal: number | null;
}

/** A finished year needs data on this many days of each month to count towards derived normals. */
export const MIN_DAYS_PER_MONTH = 24;
/** Normals are derived from the station's own years once it has this many finished ones. */
export const MIN_FINISHED_YEARS = 5;

const NO_VALUES: MonthValues = {
  temperatureMean: null,
  temperatureHigh: null,
  temperatureLow: null,
  rainTotal: null,
};

class Mean {
  sum = 0;
  count = 0;
  add(value: number | null): void {
    if (value === null) return;
    this.sum += value;
    this.count += 1;
  }
  get value(): number | null {
    return this.count === 0 ? null : this.sum / this.count;
  }
}

interface MonthTally {
  days: number;
  mean: Mean;
  high: Mean;
  low: Mean;
  rain: number | null;
}

const emptyTally = (): MonthTally => ({
  days: 0,
  mean: new Mean(),
  high: new Mean(),
  low: new Mean(),
  rain: null,
});

/** Each month of each year among `rows` (any order): 'YYYY-MM' → its tally. */
function tallyMonths(rows: readonly ReportDayRow[]): Map<string, MonthTally> {
  const months = new Map<string, MonthTally>();
  for (const row of rows) {
    const key = row.day.slice(0, 7);
    let tally = months.get(key);
    if (tally === undefined) {
      tally = emptyTally();
      months.set(key, tally);
    }
    tally.days += 1;
    tally.mean.add(
      row.temperatureSum !== null && row.temperatureCount > 0
        ? row.temperatureSum / row.temperatureCount
        : null,
    );
    tally.high.add(row.temperatureMax);
    tally.low.add(row.temperatureMin);
    if (row.rainTotalMm !== null) tally.rain = (tally.rain ?? 0) + row.rainTotalMm;
  }
  return months;
}

const valuesOf = (tally: MonthTally | undefined): MonthValues =>
  tally === undefined
    ? NO_VALUES
    : {
        temperatureMean: tally.mean.value,
        temperatureHigh: tally.high.value,
        temperatureLow: tally.low.value,
        rainTotal: tally.rain,
      };

const monthKey = (year: number, index: number) => `${year}-${String(index + 1).padStart(2, '0')}`;

/** The twelve months of `year` (January first) from the days among `rows`, with their day counts. */
export function monthValues(
  year: number,
  rows: readonly ReportDayRow[],
): { days: number; values: MonthValues }[] {
  const months = tallyMonths(rows);
  return Array.from({ length: 12 }, (_, index) => {
    const tally = months.get(monthKey(year, index));
    return { days: tally?.days ?? 0, values: valuesOf(tally) };
  });
}

/** Normals derived from a station's finished years, and those years. */
export interface DerivedNormals {
  years: number[];
  normals: MonthValues[];
}

/**
 * Normals derived from the station's history (`rows`: its days before `currentYear`): the finished years
 * (every month with at least MIN_DAYS_PER_MONTH days of data) and each month's mean over them, or null with
 * fewer than MIN_FINISHED_YEARS such years.
 */
export function deriveNormals(rows: readonly ReportDayRow[], currentYear: number): DerivedNormals | null {
  const months = tallyMonths(rows);
  const candidates = [...new Set([...months.keys()].map((key) => Number(key.slice(0, 4))))]
    .filter((year) => year < currentYear)
    .sort((a, b) => a - b);
  const years = candidates.filter((year) =>
    Array.from({ length: 12 }, (_, index) => months.get(monthKey(year, index))?.days ?? 0).every(
      (days) => days >= MIN_DAYS_PER_MONTH,
    ),
  );
  if (years.length < MIN_FINISHED_YEARS) return null;
  const normals = Array.from({ length: 12 }, (_, index) => {
    const sums = {
      temperatureMean: new Mean(),
      temperatureHigh: new Mean(),
      temperatureLow: new Mean(),
      rainTotal: new Mean(),
    };
    for (const year of years) {
      const values = valuesOf(months.get(monthKey(year, index)));
      for (const key of Object.keys(sums) as (keyof MonthValues)[]) sums[key].add(values[key]);
    }
    return {
      temperatureMean: sums.temperatureMean.value,
      temperatureHigh: sums.temperatureHigh.value,
      temperatureLow: sums.temperatureLow.value,
      rainTotal: sums.rainTotal.value,
    };
  });
  return { years, normals };
}

const hasAny = (values: MonthValues) => Object.values(values).some((value) => value !== null);

/** The year's values from its twelve months: the mean of the monthly means, the sum of the rain; all twelve needed. */
function yearValues(months: readonly MonthValues[]): MonthValues {
  const all = (key: keyof MonthValues) => months.map((month) => month[key]).filter((value) => value !== null);
  const mean = (key: keyof MonthValues) => {
    const values = all(key);
    return values.length === 12 ? values.reduce((a, b) => a + b, 0) / 12 : null;
  };
  const rain = all('rainTotal');
  return {
    temperatureMean: mean('temperatureMean'),
    temperatureHigh: mean('temperatureHigh'),
    temperatureLow: mean('temperatureLow'),
    rainTotal: rain.length === 12 ? rain.reduce((a, b) => a + b, 0) : null,
  };
}

function shown(values: MonthValues, presenter: Presenter): ClimateMeans {
  return {
    temperatureMean: presenter.value('temperature', values.temperatureMean),
    temperatureHigh: presenter.value('temperature', values.temperatureHigh),
    temperatureLow: presenter.value('temperature', values.temperatureLow),
    rainTotal: presenter.value('rain', values.rainTotal),
  };
}

function compare(
  month: string | null,
  days: number,
  actual: MonthValues,
  normal: MonthValues | null,
  presenter: Presenter,
): NormalsComparison {
  const normalRain = normal?.rainTotal ?? null;
  return {
    month,
    days,
    actual: shown(actual, presenter),
    normal: normal === null || !hasAny(normal) ? null : shown(normal, presenter),
    temperatureDeparture: presenter.difference(
      'temperature',
      actual.temperatureMean,
      normal?.temperatureMean ?? null,
    ),
    rainPercent:
      actual.rainTotal === null || normalRain === null || normalRain <= 0
        ? null
        : Math.round((100 * actual.rainTotal) / normalRain),
  };
}

/** The twelve months of `year` and the year beside `normals` (twelve, January first, or null: none). */
export function compareWithNormals(
  year: number,
  rows: readonly ReportDayRow[],
  normals: readonly MonthValues[] | null,
  presenter: Presenter,
): { months: NormalsComparison[]; total: NormalsComparison } {
  const months = monthValues(year, rows);
  const compared = months.map(({ days, values }, index) =>
    compare(monthKey(year, index), days, values, normals?.[index] ?? null, presenter),
  );
  const days = months.reduce((sum, month) => sum + month.days, 0);
  const total = compare(
    null,
    days,
    yearValues(months.map((month) => month.values)),
    normals === null ? null : yearValues(normals),
    presenter,
  );
  return { months: compared, total };
}
