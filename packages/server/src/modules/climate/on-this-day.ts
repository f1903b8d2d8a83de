/**
 * 'On this day': one calendar day in every year of a station, from its daily summaries (the rows the history
 * tables fold, so each year's values are that day's history values), with each value's difference to the
 * mean of that calendar day over the finished years. Means are taken of the canonical values and converted
 * once; differences are converted before they are subtracted (°F). Pure: the rows come from the summaries
 * read repository, the conversions from the presenter.
 */
import {
  ON_THIS_DAY_FIELDS,
  type OnThisDayAnswer,
  type OnThisDayField,
  type OnThisDayValues,
  type OnThisDayYear,
} from '@meteodeck/contract';
import { parseCalendarDate } from '@meteodeck/weather';
import type { CalendarDayRow } from '../readings/index.ts';
import type { Presenter, Quantity } from '../weather-data/index.ts';

/** Whether 'MM-DD' is a day of some year (29 February is: of a leap year). */
export function isMonthDay(monthDay: string): boolean {
  return isDate(`2000-${monthDay}`);
}

function isDate(text: string): boolean {
  try {
    parseCalendarDate(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The dates ('YYYY-MM-DD') of calendar day `monthDay` from the year of `firstDay` to the year of `today`,
 * newest first, those before `firstDay` or after `today` left out; 29 February only in leap years.
 */
export function calendarDaysOf(monthDay: string, firstDay: string, today: string): string[] {
  const days: string[] = [];
  for (let year = Number(today.slice(0, 4)); year >= Number(firstDay.slice(0, 4)); year -= 1) {
    const day = `${String(year).padStart(4, '0')}-${monthDay}`;
    if (day >= firstDay && day <= today && isDate(day)) days.push(day);
  }
  return days;
}

const QUANTITY_OF: Record<OnThisDayField, Quantity> = {
  maxTemperature: 'temperature',
  minTemperature: 'temperature',
  meanTemperature: 'temperature',
  rain: 'rain',
  maxWindGust: 'speed',
  minPressure: 'pressure',
  maxPressure: 'pressure',
};

type Canonical = Record<OnThisDayField, number | null>;

/** A day's values in canonical units (°C, mm, m/s, hPa); all null without a row. */
function canonicalOf(row: CalendarDayRow | undefined): Canonical {
  return {
    maxTemperature: row?.temperatureMax ?? null,
    minTemperature: row?.temperatureMin ?? null,
    meanTemperature:
      row === undefined || row.temperatureSum === null || row.temperatureCount === 0
        ? null
        : row.temperatureSum / row.temperatureCount,
    rain: row?.rainTotalMm ?? null,
    maxWindGust: row?.windGustMax ?? null,
    minPressure: row?.pressureMin ?? null,
    maxPressure: row?.pressureMax ?? null,
  };
}

function mapValues(make: (field: OnThisDayField) => number | null): OnThisDayValues {
  return Object.fromEntries(ON_THIS_DAY_FIELDS.map((field) => [field, make(field)])) as OnThisDayValues;
}

/**
 * The answer for calendar day `monthDay`: `days` as calendarDaysOf gives them (newest first), `rows` the
 * summaries of those that hold readings, `today` the station's local date (its day is running: shown, not
 * averaged).
 */
export function onThisDay(
  monthDay: string,
  days: readonly string[],
  rows: readonly CalendarDayRow[],
  today: string,
  presenter: Presenter,
): Pick<OnThisDayAnswer, 'date' | 'years' | 'average' | 'averageYears'> {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const canonical = days.map((day) => ({ day, row: byDay.get(day), values: canonicalOf(byDay.get(day)) }));
  const finished = canonical.filter((entry) => entry.row !== undefined && entry.day !== today);
  const averageCanonical: Canonical = { ...canonicalOf(undefined) };
  for (const field of ON_THIS_DAY_FIELDS) {
    const values = finished.map((entry) => entry.values[field]).filter((value) => value !== null);
    averageCanonical[field] =
      values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
  }
  const years: OnThisDayYear[] = canonical.map(({ day, row, values }) => ({
    day,
    year: Number(day.slice(0, 4)),
    hasData: row !== undefined,
    running: day === today,
    values: mapValues((field) => presenter.value(QUANTITY_OF[field], values[field])),
    maxTemperatureAt: presenter.instant(row?.temperatureMaxAt),
    minTemperatureAt: presenter.instant(row?.temperatureMinAt),
    maxWindGustAt: presenter.instant(row?.windGustMaxAt),
    minPressureAt: presenter.instant(row?.pressureMinAt),
    maxPressureAt: presenter.instant(row?.pressureMaxAt),
    differences: mapValues((field) =>
      presenter.difference(QUANTITY_OF[field], values[field], averageCanonical[field]),
    ),
  }));
  return {
    date: monthDay,
    years,
    average: mapValues((field) => presenter.value(QUANTITY_OF[field], averageCanonical[field])),
    averageYears: finished.length,
  };
}
