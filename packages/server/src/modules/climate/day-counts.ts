/**
 * The day counts of a year, month by month and in all: frost, ice, summer and hot days, tropical nights,
 * rain and wet days (the rules and thresholds of @meteodeck/weather's climate-days.ts, applied to the
 * canonical values of the daily summaries), and the heating and cooling degree days, summed in kelvin and
 * shown in the answer's temperature unit. Pure: the rows come from the summaries read repository, the
 * conversions from the presenter.
 */
import type { DayCounts, DayCountThresholds } from '@meteodeck/contract';
import {
  CLIMATE_DAY_THRESHOLDS,
  classifyClimateDay,
  coolingDegrees,
  heatingDegrees,
} from '@meteodeck/weather';
import type { ReportDayRow } from '../readings/index.ts';
import type { Presenter } from '../weather-data/index.ts';

/** What a day adds to its month, before the degree days are converted. */
interface Tally {
  temperatureDays: number;
  rainfallDays: number;
  frostDays: number;
  iceDays: number;
  summerDays: number;
  hotDays: number;
  tropicalNights: number;
  rainDays: number;
  wetDays: number;
  /** Days with a mean temperature, and their heating and cooling degrees in kelvin. */
  meanDays: number;
  heatingK: number;
  coolingK: number;
}

const emptyTally = (): Tally => ({
  temperatureDays: 0,
  rainfallDays: 0,
  frostDays: 0,
  iceDays: 0,
  summerDays: 0,
  hotDays: 0,
  tropicalNights: 0,
  rainDays: 0,
  wetDays: 0,
  meanDays: 0,
  heatingK: 0,
  coolingK: 0,
});

function addDay(tally: Tally, row: ReportDayRow): void {
  const hasTemperature = row.temperatureMin !== null && row.temperatureMax !== null;
  const classes = classifyClimateDay(row.temperatureMin, row.temperatureMax, row.rainTotalMm);
  if (hasTemperature) tally.temperatureDays += 1;
  if (row.rainTotalMm !== null) tally.rainfallDays += 1;
  if (classes.frost) tally.frostDays += 1;
  if (classes.ice) tally.iceDays += 1;
  if (classes.summer) tally.summerDays += 1;
  if (classes.hot) tally.hotDays += 1;
  if (classes.tropicalNight) tally.tropicalNights += 1;
  if (classes.rain) tally.rainDays += 1;
  if (classes.wet) tally.wetDays += 1;
  if (row.temperatureSum !== null && row.temperatureCount > 0) {
    const meanC = row.temperatureSum / row.temperatureCount;
    tally.meanDays += 1;
    tally.heatingK += heatingDegrees(meanC);
    tally.coolingK += coolingDegrees(meanC);
  }
}

function sumTallies(tallies: Tally[]): Tally {
  const total = emptyTally();
  for (const tally of tallies) {
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
  }
  return total;
}

/** A temperature difference (kelvin) in the presenter's temperature unit, rounded for display. */
function degrees(presenter: Presenter, kelvin: number): number | null {
  return presenter.difference('temperature', kelvin, 0);
}

function present(month: string | null, tally: Tally, presenter: Presenter): DayCounts {
  const { meanDays, heatingK, coolingK, ...counts } = tally;
  return {
    month,
    ...counts,
    heatingDegreeDays: meanDays === 0 ? null : degrees(presenter, heatingK),
    coolingDegreeDays: meanDays === 0 ? null : degrees(presenter, coolingK),
  };
}

/** The thresholds in the presenter's units (0 °C is 32 °F, 0.1 mm about 0.004 in, unrounded there). */
export function dayCountThresholds(presenter: Presenter): DayCountThresholds {
  const t = CLIMATE_DAY_THRESHOLDS;
  const temperature = (celsius: number) => presenter.value('temperature', celsius) ?? celsius;
  const rain = (mm: number) => presenter.raw('rain', mm);
  return {
    frost: temperature(t.frostC),
    summer: temperature(t.summerC),
    hot: temperature(t.hotC),
    tropicalNight: temperature(t.tropicalNightC),
    rainDay: rain(t.rainDayMm),
    wetDay: rain(t.wetDayMm),
    degreeDayBase: temperature(t.degreeDayBaseC),
  };
}

/**
 * The counts of `year`'s twelve months (January first) and of the year, from the summaries of its days
 * (any order; days outside the year are ignored).
 */
export function countDays(
  year: number,
  rows: readonly ReportDayRow[],
  presenter: Presenter,
): { months: DayCounts[]; total: DayCounts } {
  const tallies = Array.from({ length: 12 }, emptyTally);
  const prefix = `${year}-`;
  for (const row of rows) {
    if (!row.day.startsWith(prefix)) continue;
    const tally = tallies[Number(row.day.slice(5, 7)) - 1];
    if (tally !== undefined) addDay(tally, row);
  }
  const months = tallies.map((tally, index) =>
    present(`${year}-${String(index + 1).padStart(2, '0')}`, tally, presenter),
  );
  return { months, total: present(null, sumTallies(tallies), presenter) };
}
