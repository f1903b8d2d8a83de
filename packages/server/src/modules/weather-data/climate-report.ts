/**
 * The monthly and yearly climatological summaries, computed from the daily summaries of a month or
 * a year in the station's unit set: per day (or month) the mean, the extremes with their time (or day),
 * heating and cooling degree days, rain, mean wind, the highest gust and the dominant direction. Pure: the
 * rows come from daily-summary.repository.ts, the conversions and rounding from the station's presenter.
 *
 * Rules, as WeeWX's NOAA reports apply them: a day's degree days come from its mean temperature against the
 * base (18.3 °C, 65 °F); a month's mean is the mean of all its readings; a year's mean high and low are the
 * means of its days' highs and lows; a day counts against a threshold when its value reaches it (≥ or ≤);
 * the dominant direction is the vector mean of the wind directions, calm left out.
 */
import type { MonthlyReport, ReportDay, ReportMonth, YearlyReport } from '@meteodeck/contract';
import { addDays, roundTo, windDirectionFromVectorSums } from '@meteodeck/weather';
import type { ReportDayRow } from '../readings/index.ts';
import type { Presenter } from './weather-data.presenter.ts';

type Thresholds = MonthlyReport['thresholds'];

/** The thresholds in the station's units: °F and inches get the classic American ones. */
export function reportThresholds(presenter: Presenter): Thresholds {
  const fahrenheit = presenter.unit.temperatureUnit === '°F';
  const inches = presenter.unit.rainUnit === 'in';
  return {
    degreeDayBase: fahrenheit ? 65 : 18.3,
    hot: fahrenheit ? 90 : 30,
    cold: fahrenheit ? 32 : 0,
    veryCold: fahrenheit ? 0 : -18,
    rain: inches ? [0.01, 0.1, 1] : [0.2, 2, 20],
  };
}

/** A day's values in the station's units, unrounded (null where the day has no such data). */
interface DayValues {
  day: string;
  mean: number | null;
  high: number | null;
  highAt: number | null;
  low: number | null;
  lowAt: number | null;
  heatingDegreeDays: number | null;
  coolingDegreeDays: number | null;
  rain: number | null;
  /** Sum and count of the wind speeds, in the station's speed unit. */
  windSum: number;
  windCount: number;
  gust: number | null;
  gustAt: number | null;
  east: number;
  north: number;
  directions: number;
  /** Sum and count of the temperatures, in the station's unit (for the month's mean). */
  temperatureSum: number;
  temperatureCount: number;
}

/** Guards comparisons against floating-point dust (0.1 + 0.1 + 0.1 > 0.3). */
const settled = (value: number) => roundTo(value, 6);

function dayValues(row: ReportDayRow, presenter: Presenter, base: number): DayValues {
  const temperature = (canonical: number | null) =>
    canonical === null ? null : presenter.raw('temperature', canonical);
  const speed = (canonical: number) => presenter.raw('speed', canonical);
  const temperatureSum =
    row.temperatureSum === null || row.temperatureCount === 0
      ? 0
      : presenter.raw('temperature', row.temperatureSum / row.temperatureCount) * row.temperatureCount;
  const mean = row.temperatureCount === 0 ? null : temperatureSum / row.temperatureCount;
  // The highest wind of the day: the gust, or the wind speed of a station that sends no gust.
  const gustCanonical = row.windGustMax ?? row.windSpeedMax;
  const gustAt = row.windGustMax !== null ? row.windGustMaxAt : row.windSpeedMaxAt;
  return {
    day: row.day,
    mean,
    high: temperature(row.temperatureMax),
    highAt: row.temperatureMaxAt,
    low: temperature(row.temperatureMin),
    lowAt: row.temperatureMinAt,
    heatingDegreeDays: mean === null ? null : Math.max(0, base - mean),
    coolingDegreeDays: mean === null ? null : Math.max(0, mean - base),
    rain: row.rainTotalMm === null ? null : presenter.raw('rain', row.rainTotalMm),
    windSum: row.windSpeedSum === null ? 0 : speed(row.windSpeedSum),
    windCount: row.windSpeedSum === null ? 0 : row.windSpeedCount,
    gust: gustCanonical === null ? null : speed(gustCanonical),
    gustAt,
    east: row.windDirEast ?? 0,
    north: row.windDirNorth ?? 0,
    directions: row.windDirCount,
    temperatureSum,
    temperatureCount: row.temperatureCount,
  };
}

const sumOf = (values: Array<number | null>): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0);
};
const meanOf = (values: Array<number | null>): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0) / present.length;
};

/** The day holding the extreme of `pick` (the first such day on a tie), with its value. */
function extremeDay(
  days: DayValues[],
  pick: (day: DayValues) => number | null,
  higher: boolean,
): { value: number | null; day: string | null } {
  let best: { value: number | null; day: string | null } = { value: null, day: null };
  for (const day of days) {
    const value = pick(day);
    if (value === null) continue;
    if (best.value === null || (higher ? value > best.value : value < best.value))
      best = { value, day: day.day };
  }
  return best;
}

/** What a set of days gives together: the month line of a monthly report, a month or the year of a yearly. */
function aggregate(days: DayValues[]) {
  const temperatureCount = days.reduce((n, day) => n + day.temperatureCount, 0);
  const windCount = days.reduce((n, day) => n + day.windCount, 0);
  return {
    mean:
      temperatureCount === 0 ? null : days.reduce((s, day) => s + day.temperatureSum, 0) / temperatureCount,
    high: extremeDay(days, (day) => day.high, true),
    low: extremeDay(days, (day) => day.low, false),
    heatingDegreeDays: sumOf(days.map((day) => day.heatingDegreeDays)),
    coolingDegreeDays: sumOf(days.map((day) => day.coolingDegreeDays)),
    rain: sumOf(days.map((day) => day.rain)),
    meanWind: windCount === 0 ? null : days.reduce((s, day) => s + day.windSum, 0) / windCount,
    gust: extremeDay(days, (day) => day.gust, true),
    direction: windDirectionFromVectorSums(
      days.reduce((s, day) => s + day.east, 0),
      days.reduce((s, day) => s + day.north, 0),
      days.reduce((n, day) => n + day.directions, 0),
    ),
  };
}

/** Whole degrees in (0, 360]: north is 360, as weather reports print it (0 would read as calm). */
const direction = (degrees: number | null) => {
  if (degrees === null) return null;
  const whole = Math.round(degrees) % 360;
  return whole === 0 ? 360 : whole;
};

/** The days of `month` ('YYYY-MM'), 'YYYY-MM-DD' each. */
function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The monthly report of `month` ('YYYY-MM') from the rows of its days that hold readings. */
export function monthlyReport(month: string, rows: ReportDayRow[], presenter: Presenter): MonthlyReport {
  const thresholds = reportThresholds(presenter);
  const t = (value: number | null) => presenter.round('temperature', value);
  const byDay = new Map(rows.map((row) => [row.day, dayValues(row, presenter, thresholds.degreeDayBase)]));
  const days: ReportDay[] = daysOfMonth(month).map((day) => {
    const values = byDay.get(day);
    return {
      day,
      meanTemperature: t(values?.mean ?? null),
      highTemperature: t(values?.high ?? null),
      highTemperatureAt: presenter.instant(values?.highAt),
      lowTemperature: t(values?.low ?? null),
      lowTemperatureAt: presenter.instant(values?.lowAt),
      heatingDegreeDays: roundOne(values?.heatingDegreeDays ?? null),
      coolingDegreeDays: roundOne(values?.coolingDegreeDays ?? null),
      rain: presenter.round('rain', values?.rain ?? null),
      meanWindSpeed: presenter.round(
        'speed',
        values === undefined || values.windCount === 0 ? null : values.windSum / values.windCount,
      ),
      highGust: presenter.round('speed', values?.gust ?? null),
      highGustAt: presenter.instant(values?.gustAt),
      dominantDirection: direction(
        values === undefined
          ? null
          : windDirectionFromVectorSums(values.east, values.north, values.directions),
      ),
    };
  });
  const all = aggregate([...byDay.values()]);
  return {
    weatherStation: presenter.station,
    unit: presenter.unit,
    month,
    thresholds,
    days,
    summary: {
      meanTemperature: t(all.mean),
      highTemperature: t(all.high.value),
      highTemperatureDay: all.high.day,
      lowTemperature: t(all.low.value),
      lowTemperatureDay: all.low.day,
      heatingDegreeDays: roundOne(all.heatingDegreeDays),
      coolingDegreeDays: roundOne(all.coolingDegreeDays),
      rain: presenter.round('rain', all.rain),
      meanWindSpeed: presenter.round('speed', all.meanWind),
      highGust: presenter.round('speed', all.gust.value),
      highGustDay: all.gust.day,
      dominantDirection: direction(all.direction),
    },
  };
}

const roundOne = (value: number | null) => (value === null ? null : roundTo(value, 1));

/** A month (or, `month` null, the year) of a yearly report from its days that hold readings. */
function reportMonth(month: string | null, days: DayValues[], presenter: Presenter, thresholds: Thresholds) {
  const t = (value: number | null) => presenter.round('temperature', value);
  const count = (pick: (day: DayValues) => number | null, test: (value: number) => boolean) =>
    days.filter((day) => {
      const value = pick(day);
      return value !== null && test(settled(value));
    }).length;
  const withTemperature = days.some((day) => day.high !== null);
  const withRain = days.some((day) => day.rain !== null);
  const all = aggregate(days);
  const wettest = extremeDay(days, (day) => day.rain, true);
  const line: ReportMonth = {
    month,
    meanHighTemperature: t(meanOf(days.map((day) => day.high))),
    meanLowTemperature: t(meanOf(days.map((day) => day.low))),
    meanTemperature: t(all.mean),
    heatingDegreeDays: roundOne(all.heatingDegreeDays),
    coolingDegreeDays: roundOne(all.coolingDegreeDays),
    highTemperature: t(all.high.value),
    highTemperatureDay: all.high.day,
    lowTemperature: t(all.low.value),
    lowTemperatureDay: all.low.day,
    daysMaxAtLeastHot: withTemperature
      ? count(
          (day) => day.high,
          (v) => v >= thresholds.hot,
        )
      : null,
    daysMaxAtMostCold: withTemperature
      ? count(
          (day) => day.high,
          (v) => v <= thresholds.cold,
        )
      : null,
    daysMinAtMostCold: withTemperature
      ? count(
          (day) => day.low,
          (v) => v <= thresholds.cold,
        )
      : null,
    daysMinAtMostVeryCold: withTemperature
      ? count(
          (day) => day.low,
          (v) => v <= thresholds.veryCold,
        )
      : null,
    rain: presenter.round('rain', all.rain),
    wettestDayRain: presenter.round('rain', wettest.value),
    wettestDay: wettest.day,
    rainDays: withRain
      ? thresholds.rain.map((limit) =>
          count(
            (day) => day.rain,
            (v) => v >= limit,
          ),
        )
      : null,
    meanWindSpeed: presenter.round('speed', all.meanWind),
    highGust: presenter.round('speed', all.gust.value),
    highGustDay: all.gust.day,
    dominantDirection: direction(all.direction),
  };
  return line;
}

/** The yearly report of `year` ('YYYY') from the rows of its days that hold readings. */
export function yearlyReport(year: string, rows: ReportDayRow[], presenter: Presenter): YearlyReport {
  const thresholds = reportThresholds(presenter);
  const days = rows.map((row) => dayValues(row, presenter, thresholds.degreeDayBase));
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).map(
    (month) =>
      reportMonth(
        month,
        days.filter((day) => day.day.startsWith(month)),
        presenter,
        thresholds,
      ),
  );
  return {
    weatherStation: presenter.station,
    unit: presenter.unit,
    year,
    thresholds,
    months,
    summary: reportMonth(null, days, presenter, thresholds),
  };
}
