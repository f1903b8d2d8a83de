/**
 * Climate reports of a station: the months with data, and a month's or a year's report as JSON or
 * as WeeWX-style NOAA text. A month or year without readings is a 404 in the spec's error format.
 */
import type { MonthlyReport, ReportMonths, YearlyReport } from '@meteodeck/contract';
import { notFound } from '../../app-error.ts';
import type { SummariesReadRepository } from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import { monthlyReport, yearlyReport } from './climate-report.ts';
import { monthlyText, yearlyText } from './noaa-text.ts';
import { rainSeasonOf } from './rain-season.ts';
import { createPresenter } from './weather-data.presenter.ts';

export interface ClimateReportService {
  months(reference: string): Promise<ReportMonths>;
  /** `period` is 'YYYY-MM' or 'YYYY'. */
  report(reference: string, period: string): Promise<MonthlyReport | YearlyReport>;
  /** The same report as fixed-width text. */
  text(reference: string, period: string): Promise<string>;
}

const isMonth = (period: string) => period.length === 7;

/** The last day of the month 'YYYY-MM'. */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 1970, m ?? 1, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

export function createClimateReportService(deps: {
  stationViews: StationViewRepository;
  summaries: SummariesReadRepository;
}): ClimateReportService {
  async function build(reference: string, period: string) {
    const station = await deps.stationViews.getByReference(reference);
    const [from, to] = isMonth(period)
      ? [`${period}-01`, lastDayOf(period)]
      : [`${period}-01-01`, `${period}-12-31`];
    const rows = await deps.summaries.listReportDays(station.id, from, to);
    if (rows.length === 0) throw notFound(`Aucune donnée pour la station météo ${reference} en ${period}`);
    const presenter = createPresenter(station);
    if (isMonth(period)) return monthlyReport(period, rows, presenter);
    const report = yearlyReport(period, rows, presenter);
    const season = await rainSeasonOf(deps.summaries, station, Number(period), presenter);
    return season === undefined ? report : { ...report, rainSeason: season };
  }

  return {
    async months(reference) {
      const station = await deps.stationViews.getByReference(reference);
      return { months: await deps.summaries.listMonthsWithData(station.id) };
    },
    report: build,
    async text(reference, period) {
      const report = await build(reference, period);
      return 'days' in report ? monthlyText(report) : yearlyText(report);
    },
  };
}
