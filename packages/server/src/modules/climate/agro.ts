/**
 * A year's agro and energy figures, pure: each day's reference evapotranspiration (FAO-56 Penman–Monteith,
 * @meteodeck/weather's evapotranspiration.ts: the day's temperature and humidity extremes, its mean wind
 * brought from the anemometer's height to 2 m by eq. 47, its mean solar radiation × 0.0864 as MJ/m², the
 * station's elevation and latitude), its growing degrees (the mean of its extremes above the base), its
 * chill hours (hourly rollups with a mean below 7.2 °C) and sunshine hours (10-minute rollups with a mean
 * solar radiation ≥ 120 W/m², a sixth of an hour each), summed per month and for the year.
 */
import type { AgroDay, AgroSums } from '@meteodeck/contract';
import {
  growingDegrees,
  referenceEvapotranspiration,
  WATTS_TO_MJ_PER_DAY,
  windAtTwoMetres,
} from '@meteodeck/weather';
import type { AgroDayRow } from '../readings/index.ts';
import type { Presenter } from '../weather-data/index.ts';

/** A day's figures in canonical units (mm, kelvin, hours); null: not computable. */
export interface AgroFigures {
  day: string;
  et0Mm: number | null;
  growingDegreesK: number | null;
  chillHours: number | null;
  sunshineHours: number | null;
}

/** What the figures need besides the days: the station and the owner's settings. */
export interface AgroSite {
  elevationM: number;
  latitudeDeg: number;
  growingDegreeBaseC: number;
  anemometerHeightM: number;
}

function et0Of(row: AgroDayRow, site: AgroSite): number | null {
  const { temperatureMin, temperatureMax, humidityMin, humidityMax, windSpeedMean, solarRadiationMean } = row;
  if (
    temperatureMin === null ||
    temperatureMax === null ||
    humidityMin === null ||
    humidityMax === null ||
    windSpeedMean === null ||
    solarRadiationMean === null
  ) {
    return null;
  }
  return referenceEvapotranspiration({
    date: row.day,
    minTemperatureC: temperatureMin,
    maxTemperatureC: temperatureMax,
    minHumidity: humidityMin,
    maxHumidity: humidityMax,
    windSpeed2mMs: windAtTwoMetres(windSpeedMean, site.anemometerHeightM),
    solarRadiationMj: solarRadiationMean * WATTS_TO_MJ_PER_DAY,
    elevationM: site.elevationM,
    latitudeDeg: site.latitudeDeg,
  }).et0Mm;
}

/** Counts per local day of the instants in `days` ('YYYY-MM-DD' each). */
function countByDay(days: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  return counts;
}

/**
 * Each day's figures from its summary row, with the local days of the chill hours (hourly rollups) and of
 * the sunny 10-minute rollups.
 */
export function agroFigures(
  rows: readonly AgroDayRow[],
  chillDays: readonly string[],
  sunnyDays: readonly string[],
  site: AgroSite,
): AgroFigures[] {
  const chill = countByDay(chillDays);
  const sunny = countByDay(sunnyDays);
  return rows.map((row) => ({
    day: row.day,
    et0Mm: et0Of(row, site),
    growingDegreesK:
      row.temperatureMin === null || row.temperatureMax === null
        ? null
        : growingDegrees(row.temperatureMin, row.temperatureMax, site.growingDegreeBaseC),
    chillHours: row.temperatureMin === null ? null : (chill.get(row.day) ?? 0),
    sunshineHours: row.solarRadiationCount > 0 ? (sunny.get(row.day) ?? 0) / 6 : null,
  }));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The sum of the non-null values; null when all are null. */
function sumOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

function sums(month: string | null, days: readonly AgroFigures[], presenter: Presenter): AgroSums {
  const et0 = sumOf(days.map((day) => day.et0Mm));
  const degrees = sumOf(days.map((day) => day.growingDegreesK));
  const chill = sumOf(days.map((day) => day.chillHours));
  const sunshine = sumOf(days.map((day) => day.sunshineHours));
  return {
    month,
    et0: presenter.value('rain', et0),
    et0Days: days.filter((day) => day.et0Mm !== null).length,
    growingDegreeDays: degrees === null ? null : presenter.difference('temperature', degrees, 0),
    chillHours: chill,
    sunshineHours: sunshine === null ? null : round1(sunshine),
  };
}

/** The days as the answer shows them, the twelve months of `year` and the year. */
export function presentAgro(
  year: number,
  figures: readonly AgroFigures[],
  presenter: Presenter,
): { days: AgroDay[]; months: AgroSums[]; total: AgroSums } {
  const days = figures.map((day) => ({
    day: day.day,
    et0: presenter.value('rain', day.et0Mm),
    growingDegrees:
      day.growingDegreesK === null ? null : presenter.difference('temperature', day.growingDegreesK, 0),
    chillHours: day.chillHours,
    sunshineHours: day.sunshineHours === null ? null : round1(day.sunshineHours),
  }));
  const months = Array.from({ length: 12 }, (_, index) => {
    const key = `${year}-${String(index + 1).padStart(2, '0')}`;
    return sums(
      key,
      figures.filter((day) => day.day.startsWith(key)),
      presenter,
    );
  });
  return { days, months, total: sums(null, figures, presenter) };
}
