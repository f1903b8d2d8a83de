import type { WeatherPeriod } from '@meteodeck/contract';
import type { HistoryPeriod } from '../../lib/route-paths.ts';

/** The API period of each history URL (spec §9: daily, weekly… in URLs; day, week… in the API). */
export const HISTORY_API_PERIOD: Readonly<Record<HistoryPeriod, WeatherPeriod>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
  record: 'record',
};
