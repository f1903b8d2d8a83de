/**
 * A station's agro and energy figures of a year (agro.ts): its days from the daily summaries, its chill
 * hours from the hourly rollups and its sunshine from the 10-minute rollups (only the rollups past their
 * threshold are read), the settings the owner gave (normals.service.ts), in the visitor's units.
 */
import type { AgroAnswer, ClimateYearQuery } from '@meteodeck/contract';
import {
  CHILL_HOUR_THRESHOLD_C,
  createStationDates,
  SUNSHINE_THRESHOLD_WM2,
  startOfStationDay,
  stationDate,
} from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { AgroInputsRepository } from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import { createPresenter, withDisplayUnits } from '../weather-data/index.ts';
import { agroFigures, presentAgro } from './agro.ts';
import type { NormalsService } from './normals.service.ts';

export interface AgroService {
  /** The year's figures (default: the station's current local year). */
  agro(reference: string, query: ClimateYearQuery): Promise<AgroAnswer>;
}

export function createAgroService(deps: {
  stationViews: StationViewRepository;
  inputs: AgroInputsRepository;
  normals: Pick<NormalsService, 'settingsOf'>;
  clock: Clock;
}): AgroService {
  return {
    async agro(reference, query) {
      const { year: asked, ...units } = query;
      const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
      const year = asked ?? Number(stationDate(deps.clock.now(), station).slice(0, 4));
      const presenter = createPresenter(station);
      const settings = await deps.normals.settingsOf(station.id);
      // The station's days (from 07:00 or 09:00 when its day ends then), as its daily summaries are.
      const fromMs = startOfStationDay(`${year}-01-01`, station);
      const toMs = startOfStationDay(`${year + 1}-01-01`, station);
      const rows = await deps.inputs.listAgroDays(station.id, `${year}-01-01`, `${year}-12-31`);
      const past = (
        width: 10 | 60,
        measure: 'temperature' | 'solar_radiation',
        side: 'below' | 'atLeast',
        at: number,
      ) => deps.inputs.listRollupStartsPast(station.id, width, measure, side, at, fromMs, toMs);
      const dayOf = createStationDates(station);
      const chill = (await past(60, 'temperature', 'below', CHILL_HOUR_THRESHOLD_C)).map(dayOf);
      const sunny = (await past(10, 'solar_radiation', 'atLeast', SUNSHINE_THRESHOLD_WM2)).map(dayOf);
      const figures = agroFigures(rows, chill, sunny, {
        elevationM: station.elevationM,
        latitudeDeg: station.lat,
        growingDegreeBaseC: settings.growingDegreeBaseC,
        anemometerHeightM: settings.anemometerHeightM,
      });
      return {
        weatherStation: presenter.station,
        unit: presenter.unit,
        year,
        growingDegreeBase:
          presenter.value('temperature', settings.growingDegreeBaseC) ?? settings.growingDegreeBaseC,
        anemometerHeight: settings.anemometerHeightM,
        ...presentAgro(year, figures, presenter),
      };
    },
  };
}
