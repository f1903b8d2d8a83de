/**
 * A station's climate by day for a year: the day counts per month with the year's totals, and the calendar
 * heat map. Both read the year's daily summaries only (one indexed range query of at most 366 rows, plus the
 * months with data for the year picker), never the readings, in the station's time zone (the summaries'
 * days are its local days), so every figure agrees with the history tables built from the same rows.
 */
import type { ClimateYearQuery, DayCountsAnswer, HeatMapAnswer } from '@meteodeck/contract';
import { stationDate } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { SummariesReadRepository } from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import { createPresenter, withDisplayUnits } from '../weather-data/index.ts';
import { countDays, dayCountThresholds } from './day-counts.ts';
import { heatMapDays } from './heat-map.ts';

export interface ClimateDaysService {
  /** The day counts of the year (default: the station's current local year) in the visitor's units. */
  dayCounts(reference: string, query: ClimateYearQuery): Promise<DayCountsAnswer>;
  /** One cell per day of the year (default: the station's current local year). */
  heatMap(reference: string, query: ClimateYearQuery): Promise<HeatMapAnswer>;
}

export function createClimateDaysService(deps: {
  stationViews: StationViewRepository;
  summaries: SummariesReadRepository;
  clock: Clock;
}): ClimateDaysService {
  async function load(reference: string, query: ClimateYearQuery) {
    const { year: asked, ...units } = query;
    const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
    const year = asked ?? Number(stationDate(deps.clock.now(), station).slice(0, 4));
    const rows = await deps.summaries.listReportDays(station.id, `${year}-01-01`, `${year}-12-31`);
    return { station, year, rows, presenter: createPresenter(station) };
  }

  return {
    async dayCounts(reference, query) {
      const { station, year, rows, presenter } = await load(reference, query);
      const months = await deps.summaries.listMonthsWithData(station.id);
      const years = [...new Set(months.map((month) => Number(month.slice(0, 4))))];
      return {
        weatherStation: presenter.station,
        unit: presenter.unit,
        year,
        years,
        thresholds: dayCountThresholds(presenter),
        ...countDays(year, rows, presenter),
      };
    },

    async heatMap(reference, query) {
      const { year, rows, presenter } = await load(reference, query);
      return {
        weatherStation: presenter.station,
        unit: presenter.unit,
        year,
        days: heatMapDays(year, rows, presenter),
      };
    },
  };
}
