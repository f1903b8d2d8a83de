/**
 * 'On this day' of a station: one calendar day in every year it has, from the daily summaries only (one
 * indexed lookup of at most one row per year, plus the station's first day), never the readings, in the
 * station's time zone (the summaries' days are its local days), so each year's values are the history
 * tables' values of that day.
 */
import type { OnThisDayAnswer, OnThisDayQuery } from '@meteodeck/contract';
import { stationDate } from '@meteodeck/weather';
import { invalid } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { SummariesReadRepository } from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import { createPresenter, withDisplayUnits } from '../weather-data/index.ts';
import { calendarDaysOf, isMonthDay, onThisDay } from './on-this-day.ts';

export interface OnThisDayService {
  /**
   * Calendar day `query.date` ('MM-DD'; default: the station's local today) in every year from the station's
   * first day with data to its today, newest first, in the visitor's units. 404 for an unknown station, 400
   * for a day no year has (04-31, 02-30).
   */
  onThisDay(reference: string, query: OnThisDayQuery): Promise<OnThisDayAnswer>;
}

export function createOnThisDayService(deps: {
  stationViews: StationViewRepository;
  summaries: SummariesReadRepository;
  clock: Clock;
}): OnThisDayService {
  return {
    async onThisDay(reference, query) {
      const { date, ...units } = query;
      const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
      const today = stationDate(deps.clock.now(), station);
      const monthDay = date ?? today.slice(5);
      if (!isMonthDay(monthDay)) throw invalid('Diesen Tag gibt es in keinem Jahr (MM-TT erwartet)', 'date');
      const firstDay = await deps.summaries.findFirstDay(station.id);
      const days = firstDay === undefined ? [] : calendarDaysOf(monthDay, firstDay, today);
      const rows = await deps.summaries.listCalendarDays(station.id, days);
      const presenter = createPresenter(station);
      return {
        weatherStation: presenter.station,
        unit: presenter.unit,
        ...onThisDay(monthDay, days, rows, today, presenter),
      };
    },
  };
}
