/**
 * The climate settings of a station (back office: its monthly normals, the growing degree days' base, the
 * anemometer's height) and a year's months beside their normals (public). The normals are the owner's when
 * any month was entered, else derived from the station's finished years (normals.ts), else none.
 */
import type { ClimateNormalsAnswer, ClimateSettings, ClimateYearQuery } from '@meteodeck/contract';
import { DEFAULT_GROWING_DEGREE_BASE_C, stationDate } from '@meteodeck/weather';
import { invalid, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { SummariesReadRepository } from '../readings/index.ts';
import type { StationDay, StationsRepository, StationViewRepository } from '../stations/index.ts';
import { createPresenter, rainSeasonOf, withDisplayUnits } from '../weather-data/index.ts';
import type { ClimateSettingsRepository, StoredClimateSettings } from './climate-settings.repository.ts';
import { compareWithNormals, type DerivedNormals, deriveNormals, type MonthValues } from './normals.ts';

/** The anemometer's height when the owner set none (m): the WMO's standard 10 m mast. */
export const DEFAULT_ANEMOMETER_HEIGHT_M = 10;

/** Which past the derived normals cover: the days before `boundaryDay` (1 January of the current year). */
interface DerivedKey {
  variant: string;
  boundaryDay: string;
  timezone: string;
  reference: string;
}

/** Where the derived normals are kept (the app hands weather-data's past cache). */
export interface DerivedNormalsCache {
  get(stationId: number, key: DerivedKey): DerivedNormals | null | undefined;
  /** Read before deriving and handed back to `set`, which drops the value if past days changed meanwhile. */
  generation(stationId: number): number;
  set(stationId: number, key: DerivedKey, value: DerivedNormals | null, generation: number): void;
}

export interface NormalsService {
  /** The station's settings (admin), defaults where never set; 404 for an unknown id. */
  getSettings(stationId: number): Promise<ClimateSettings>;
  /** Replaces the station's settings (admin); 404 for an unknown id. */
  putSettings(stationId: number, body: ClimateSettings): Promise<ClimateSettings>;
  /** The settings in canonical units with their defaults (the agro figures read them). */
  settingsOf(stationId: number): Promise<{ growingDegreeBaseC: number; anemometerHeightM: number }>;
  /** The year's months beside their normals, in the visitor's units (public). */
  normals(reference: string, query: ClimateYearQuery): Promise<ClimateNormalsAnswer>;
}

const ownerHasNormals = (normals: readonly MonthValues[]) =>
  normals.some((month) => Object.values(month).some((value) => value !== null));

function toSettings(stored: StoredClimateSettings, day: StationDay): ClimateSettings {
  return {
    normals: stored.normals.map((month, index) => ({ month: index + 1, ...month })),
    growingDegreeBase: stored.growingDegreeBaseC ?? DEFAULT_GROWING_DEGREE_BASE_C,
    anemometerHeight: stored.anemometerHeightM ?? DEFAULT_ANEMOMETER_HEIGHT_M,
    postNewRecords: stored.postNewRecords,
    dayStartHour: day.dayStartHour === 7 || day.dayStartHour === 9 ? day.dayStartHour : 0,
    rainSeasonStartMonth: day.rainSeasonStartMonth,
  };
}

export function createNormalsService(deps: {
  stations: StationsRepository;
  stationViews: StationViewRepository;
  summaries: SummariesReadRepository;
  settings: ClimateSettingsRepository;
  /** Sets the station's day and rain season (kept with the station; a new day rebuilds its summaries). */
  setStationDay: (stationId: number, day: StationDay) => Promise<void>;
  /** The normals derived from a station's finished years, kept until a reading lands in one of them. */
  derived: DerivedNormalsCache;
  clock: Clock;
}): NormalsService {
  /** The station's own normals from its days before `currentYear` (cached), or null with too few years. */
  async function derivedNormals(
    station: { id: number; reference: string; timezone: string; dayStartHour: number },
    currentYear: number,
  ) {
    const key = {
      variant: 'climate-normals',
      boundaryDay: `${currentYear}-01-01`,
      timezone: station.timezone,
      dayStartHour: station.dayStartHour,
      reference: station.reference,
    };
    const cached = deps.derived.get(station.id, key);
    if (cached !== undefined) return cached;
    const generation = deps.derived.generation(station.id);
    const history = await deps.summaries.listReportDays(station.id, '0000-01-01', `${currentYear - 1}-12-31`);
    const derived = deriveNormals(history, currentYear);
    deps.derived.set(station.id, key, derived, generation);
    return derived;
  }

  async function existing(stationId: number): Promise<StationDay> {
    const station = await deps.stations.findById(stationId);
    if (station === undefined) throw notFound(`Station météo ${stationId} introuvable`);
    return station;
  }

  return {
    async getSettings(stationId) {
      const day = await existing(stationId);
      return toSettings(await deps.settings.get(stationId), day);
    },

    async putSettings(stationId, body) {
      const current = await existing(stationId);
      const normals = [...body.normals]
        .sort((a, b) => a.month - b.month)
        .map(({ temperatureMean, temperatureHigh, temperatureLow, rainTotal }) => ({
          temperatureMean,
          temperatureHigh,
          temperatureLow,
          rainTotal,
        }));
      if (new Set(body.normals.map((month) => month.month)).size !== 12) {
        throw invalid('Chaque mois doit figurer une seule fois', 'normals');
      }
      await deps.settings.put(
        stationId,
        {
          normals,
          growingDegreeBaseC: body.growingDegreeBase,
          anemometerHeightM: body.anemometerHeight,
          postNewRecords: body.postNewRecords,
        },
        deps.clock.now(),
      );
      await deps.setStationDay(stationId, {
        dayStartHour: body.dayStartHour ?? current.dayStartHour,
        rainSeasonStartMonth: body.rainSeasonStartMonth ?? current.rainSeasonStartMonth,
      });
      return toSettings(await deps.settings.get(stationId), await existing(stationId));
    },

    async settingsOf(stationId) {
      const stored = await deps.settings.get(stationId);
      return {
        growingDegreeBaseC: stored.growingDegreeBaseC ?? DEFAULT_GROWING_DEGREE_BASE_C,
        anemometerHeightM: stored.anemometerHeightM ?? DEFAULT_ANEMOMETER_HEIGHT_M,
      };
    },

    async normals(reference, query) {
      const { year: asked, ...units } = query;
      const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
      const currentYear = Number(stationDate(deps.clock.now(), station).slice(0, 4));
      const year = asked ?? currentYear;
      const presenter = createPresenter(station);
      const rows = await deps.summaries.listReportDays(station.id, `${year}-01-01`, `${year}-12-31`);
      const season = await rainSeasonOf(deps.summaries, station, year, presenter);
      const stored = await deps.settings.get(station.id);
      let source: ClimateNormalsAnswer['source'] = null;
      let normals: MonthValues[] | null = null;
      let normalYears: number[] = [];
      if (ownerHasNormals(stored.normals)) {
        source = 'owner';
        normals = stored.normals;
      } else {
        const derived = await derivedNormals(station, currentYear);
        if (derived !== null) {
          source = 'station';
          normals = derived.normals;
          normalYears = derived.years;
        }
      }
      return {
        weatherStation: presenter.station,
        unit: presenter.unit,
        year,
        source,
        normalYears,
        ...compareWithNormals(year, rows, normals, presenter),
        ...(season === undefined ? {} : { rainSeason: season }),
      };
    },
  };
}
