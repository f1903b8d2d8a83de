/**
 * The wind rose of a period (contract WindRose, DESIGN §6): the wind of each rollup in the window, its mean
 * speed and vector-mean direction, tallied by compass point and Beaufort class (@meteodeck/weather's
 * wind-rose.ts). The window is the graph's: the last 24 h (on 10-minute marks) for day, the calendar week,
 * month or year, or the window the query names, in station days as the graph's (from 09:00 for a station
 * whose day ends then); record runs from the station's first day to the end of today. The 10-minute rollups are the samples (a year is about 52,600 of them); for record the hourly ones.
 */

import type { PeriodQuery, WeatherPeriod, WindRose } from '@meteodeck/contract';
import {
  addDays,
  startOfStationDay,
  stationDate,
  tallyWindRose,
  WIND_ROSE_CLASSES,
  WIND_ROSE_SECTORS,
  type WindRoseSample,
  windDirectionFromVectorSums,
  windRoseShares,
} from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { RollupWidthMin } from '../../db/database.ts';
import type { RollupsReadRepository, RollupWind, SummariesReadRepository } from '../readings/index.ts';
import type { StationView, StationViewRepository } from '../stations/index.ts';
import { withDisplayUnits } from './display-units.ts';
import { checkWindow, resolveWindow, rollingWindow } from './period-window.ts';
import { createPresenter, type Presenter } from './weather-data.presenter.ts';

export interface WindRoseService {
  /** The wind rose of `period` (or of the window the query names); 404 unknown station, 400 bad window. */
  getWindRose(reference: string, period: WeatherPeriod, query?: PeriodQuery): Promise<WindRose>;
}

export interface WindRoseDeps {
  stationViews: StationViewRepository;
  summaries: Pick<SummariesReadRepository, 'findFirstDay'>;
  rollups: Pick<RollupsReadRepository, 'listRollupWinds'>;
  clock: Clock;
}

/** A rollup's wind as one sample: its mean speed, and its vector-mean direction (none when all calm). */
export function rollupSample(wind: RollupWind): WindRoseSample {
  const speedMs = wind.speedCount > 0 ? wind.speedSum / wind.speedCount : null;
  const directionDeg =
    wind.dirEast === null || wind.dirNorth === null
      ? null
      : windDirectionFromVectorSums(wind.dirEast, wind.dirNorth, wind.dirCount);
  return { speedMs, directionDeg };
}

/** The answer's speed classes in the presenter's speed unit. */
function classesOf(p: Presenter): WindRose['classes'] {
  return WIND_ROSE_CLASSES.map((speedClass, index) => {
    const next = WIND_ROSE_CLASSES[index + 1];
    return {
      fromForce: speedClass.fromForce,
      toForce: speedClass.toForce,
      fromSpeed: p.value('speed', speedClass.fromMs) ?? 0,
      toSpeed: next === undefined ? null : p.value('speed', next.fromMs),
    };
  });
}

/** Builds the wind rose use case. */
export function createWindRoseService(deps: WindRoseDeps): WindRoseService {
  /** The range and rollup width of a call: null for a record without data. */
  async function rangeOf(
    station: StationView,
    period: WeatherPeriod,
    query: PeriodQuery,
  ): Promise<{ startMs: number; endMs: number; widthMin: RollupWidthMin } | null> {
    const now = deps.clock.now();
    const request = checkWindow(period, query, now);
    const zone = station.timezone;
    if (period === 'record') {
      const firstDay = await deps.summaries.findFirstDay(station.id);
      if (firstDay === undefined) return null;
      const endMs = startOfStationDay(addDays(stationDate(now, station), 1), station);
      return { startMs: startOfStationDay(firstDay, station), endMs, widthMin: 60 };
    }
    const window =
      period === 'day' && !request.named
        ? rollingWindow('day', now, zone)
        : resolveWindow(period, request, zone, now, station.dayStartHour);
    return { startMs: window.startMs, endMs: window.endMs, widthMin: 10 };
  }

  return {
    async getWindRose(reference, period, query = {}) {
      const station = withDisplayUnits(await deps.stationViews.getByReference(reference), query);
      const range = await rangeOf(station, period, query);
      const p = createPresenter(station);
      const winds =
        range === null
          ? []
          : await deps.rollups.listRollupWinds(station.id, range.widthMin, range.startMs, range.endMs);
      const tally = tallyWindRose(winds.map(rollupSample));
      const shares = windRoseShares(tally);
      return {
        weatherStation: p.station,
        unit: p.unit,
        period,
        from: range === null ? null : p.at(range.startMs),
        to: range === null ? null : p.at(range.endMs),
        sampleMinutes: range?.widthMin ?? (period === 'record' ? 60 : 10),
        samples: tally.samples - tally.unplaced,
        calmPercent: shares.calmPct,
        classes: classesOf(p),
        directions: Array.from({ length: WIND_ROSE_SECTORS }, (_, index) => ({
          directionDeg: index * (360 / WIND_ROSE_SECTORS),
          percents: shares.sectors[index] ?? [],
        })),
      };
    },
  };
}
