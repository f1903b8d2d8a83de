/**
 * The station as the weather-data read side needs it: identity, time zone and the full unit set its answers
 * are converted to. Loaded in one indexed query (station joined with its unit set).
 */
import {
  HEIGHT_UNITS,
  HUMIDITY_UNITS,
  PM_UNITS,
  PRESSURE_UNITS,
  RAIN_UNITS,
  SOLAR_RADIATION_UNITS,
  SPEED_UNITS,
  TEMPERATURE_UNITS,
  type UnitSet,
  WIND_DIRECTION_UNITS,
} from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/database.ts';
import { dbFaultOf } from '../../db/db-faults.ts';

export interface StationView {
  id: number;
  reference: string;
  name: string;
  shortDescription: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  /** Metres above sea level. */
  elevationM: number;
  timezone: string;
  /** The local hour its day starts at: 0 (midnight), 7 or 9 (weather's station-day.ts). */
  dayStartHour: number;
  /** The month (1–12) its rain season starts in; 1: the calendar year. */
  rainSeasonStartMonth: number;
  unitSet: UnitSet;
  /**
   * Changes whenever the station or its unit set is edited: cached answers computed under another
   * fingerprint (other units, other time zone) are not served.
   */
  fingerprint: string;
  /** True when the visitor chose units other than the station's (weather-data/display-units.ts). */
  unitsChosen?: boolean;
}

/** The element of `list` equal to `value`; a unit set outside the closed lists is corrupt data. */
function oneOf<T extends string>(list: readonly T[], value: string, field: string): T {
  const found = list.find((item) => item === value);
  if (found === undefined) throw new Error(`unit set field ${field} holds an unknown unit: ${value}`);
  return found;
}

function selectStationViews(db: Kysely<Database>) {
  return db
    .selectFrom('weather_stations as s')
    .innerJoin('units as u', 'u.id', 's.prefered_unit_id')
    .select([
      's.id',
      's.reference',
      's.name',
      's.short_description',
      's.city',
      's.country',
      's.lat',
      's.lng',
      's.elevation',
      's.timezone',
      's.day_start_hour',
      's.rain_season_start_month',
      's.updated_at',
      'u.id as unit_id',
      'u.updated_at as unit_updated_at',
      'u.temperature_unit',
      'u.speed_unit',
      'u.rain_unit',
      'u.solar_radiation_unit',
      'u.pm_unit',
      'u.humidity_unit',
      'u.cloud_base_unit',
      'u.wind_dir_unit',
      'u.pressure_unit',
    ]);
}

type StationViewRow = Awaited<ReturnType<ReturnType<typeof selectStationViews>['executeTakeFirstOrThrow']>>;

/** Maps a station row joined with its unit set to a {@link StationView}, checking every unit symbol. */
export function toStationView(row: StationViewRow): StationView {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    shortDescription: row.short_description,
    city: row.city,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    elevationM: row.elevation,
    timezone: row.timezone,
    dayStartHour: Number(row.day_start_hour),
    rainSeasonStartMonth: Number(row.rain_season_start_month),
    unitSet: {
      temperatureUnit: oneOf(TEMPERATURE_UNITS, row.temperature_unit, 'temperatureUnit'),
      speedUnit: oneOf(SPEED_UNITS, row.speed_unit, 'speedUnit'),
      rainUnit: oneOf(RAIN_UNITS, row.rain_unit, 'rainUnit'),
      solarRadiationUnit: oneOf(SOLAR_RADIATION_UNITS, row.solar_radiation_unit, 'solarRadiationUnit'),
      pmUnit: oneOf(PM_UNITS, row.pm_unit, 'pmUnit'),
      humidityUnit: oneOf(HUMIDITY_UNITS, row.humidity_unit, 'humidityUnit'),
      cloudBaseUnit: oneOf(HEIGHT_UNITS, row.cloud_base_unit, 'cloudBaseUnit'),
      windDirUnit: oneOf(WIND_DIRECTION_UNITS, row.wind_dir_unit, 'windDirUnit'),
      pressureUnit: oneOf(PRESSURE_UNITS, row.pressure_unit, 'pressureUnit'),
    },
    fingerprint: `${row.updated_at}/${row.unit_id}/${row.unit_updated_at}`,
  };
}

/** Most stations remembered for a database outage (one entry per station read, never per request). */
const REMEMBERED_STATIONS = 1000;

/**
 * Reads stations with their unit sets. Each station read is remembered and answered while the database is
 * away (a PostgreSQL restart), so that what is cached by station and fingerprint (current data)
 * is still served; any other failure, and a station never read, fail as they are.
 */
export function createStationViewRepository(db: Kysely<Database>) {
  const remembered = new Map<string, StationView>();
  return {
    /** The station of `reference`; an unknown reference is a 404 in the spec's error format. */
    async getByReference(reference: string): Promise<StationView> {
      let row: Awaited<ReturnType<ReturnType<typeof selectStationViews>['executeTakeFirst']>>;
      try {
        row = await selectStationViews(db).where('s.reference', '=', reference).executeTakeFirst();
      } catch (error) {
        const last = remembered.get(reference);
        if (last !== undefined && dbFaultOf(error) === 'unavailable') return last;
        throw error;
      }
      if (row === undefined) {
        remembered.delete(reference);
        throw notFound(`Station météo ${reference} introuvable`);
      }
      const view = toStationView(row);
      remembered.delete(reference);
      if (remembered.size < REMEMBERED_STATIONS) remembered.set(reference, view);
      return view;
    },
  };
}
export type StationViewRepository = ReturnType<typeof createStationViewRepository>;
