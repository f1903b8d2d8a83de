/**
 * The calendar heat map of a year: one cell per local day, January 1st to December 31st, with the day's
 * mean temperature (the mean of its readings, as the climate report's), its extremes and its rain in the
 * presenter's units; null where the summaries hold no such value. Pure.
 */
import type { HeatMapDay } from '@meteodeck/contract';
import { addDays } from '@meteodeck/weather';
import type { ReportDayRow } from '../readings/index.ts';
import type { Presenter } from '../weather-data/index.ts';

/** Every day of `year` with its values from `rows` (the summaries of the year's days with readings). */
export function heatMapDays(year: number, rows: readonly ReportDayRow[], presenter: Presenter): HeatMapDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: HeatMapDay[] = [];
  const end = `${year + 1}-01-01`;
  for (let day = `${year}-01-01`; day < end; day = addDays(day, 1)) {
    const row = byDay.get(day);
    const mean =
      row === undefined || row.temperatureSum === null || row.temperatureCount === 0
        ? null
        : row.temperatureSum / row.temperatureCount;
    days.push({
      day,
      meanTemperature: presenter.value('temperature', mean),
      minTemperature: presenter.value('temperature', row?.temperatureMin),
      maxTemperature: presenter.value('temperature', row?.temperatureMax),
      rain: presenter.value('rain', row?.rainTotalMm),
    });
  }
  return days;
}
