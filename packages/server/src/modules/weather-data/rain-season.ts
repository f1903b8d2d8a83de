/**
 * A station's rain season beside a calendar year's rain (climate settings: the month it starts in): the
 * season ending in that year, e.g. 1 October of the year before to 30 September with an October start
 * (DESIGN §6, the station's day). Summed from the daily summaries, days named as the station's days are.
 */
import type { RainSeason } from '@meteodeck/contract';
import { rainSeasonDays } from '@meteodeck/weather';
import type { SummariesReadRepository } from '../readings/index.ts';
import type { StationView } from '../stations/index.ts';
import type { Presenter } from './weather-data.presenter.ts';

/**
 * The rain season ending in `year` of `station`, its rain in the presenter's unit (null without a day
 * with rain data); undefined when the station's season is the calendar year (January).
 */
export async function rainSeasonOf(
  summaries: Pick<SummariesReadRepository, 'listDayRain'>,
  station: Pick<StationView, 'id' | 'rainSeasonStartMonth'>,
  year: number,
  p: Presenter,
): Promise<RainSeason | undefined> {
  const startMonth = station.rainSeasonStartMonth;
  if (startMonth === 1) return undefined;
  const { from, to } = rainSeasonDays(year, startMonth);
  let totalMm: number | null = null;
  for (const day of await summaries.listDayRain(station.id, from, to)) {
    if (day.rainTotalMm !== null) totalMm = (totalMm ?? 0) + day.rainTotalMm;
  }
  return { startMonth, from, to, rain: p.value('rain', totalMm) };
}
