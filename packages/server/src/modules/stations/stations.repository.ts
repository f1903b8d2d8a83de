import type { OtherStation, QualitySettings, RainMainSource } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import { notFound } from '../../app-error.ts';
import type { Database, NewStationRow, StationUpdate } from '../../db/database.ts';
import { pageByCreation, type RowPage } from '../list-page.ts';
import { parseQualitySettings } from './quality-settings.ts';

/** A weather station with everything the server knows, `apiToken` included: routes choose what leaves. */
export interface Station {
  id: number;
  reference: string;
  name: string;
  description: string;
  shortDescription: string;
  country: string;
  address: string;
  city: string;
  postalCode: string;
  lat: number;
  lng: number;
  elevation: number;
  model: string;
  apiToken: string;
  preferedUnitId: number;
  /** `type` of the preferred unit set, e.g. `Metric`. */
  preferedUnit: string;
  timezone: string;
  /** The spike filter (the defaults unless the back office changed them). */
  quality: QualitySettings;
  /** Stations of other networks the about page links to. */
  otherStations: OtherStation[];
  /** The gauge a reading's rain comes from when a console sends two ('Source de pluie principale'). */
  rainMainSource: RainMainSource;
  /** The local hour its day starts at: 0 (midnight), 7 or 9 (weather's station-day.ts). */
  dayStartHour: number;
  /** The month (1–12) its rain season starts in; 1: the calendar year. */
  rainSeasonStartMonth: number;
  createdAt: number;
  updatedAt: number;
}

function selectStations(db: Kysely<Database>) {
  return db
    .selectFrom('weather_stations as s')
    .innerJoin('units as u', 'u.id', 's.prefered_unit_id')
    .selectAll('s')
    .select('u.type as prefered_unit_type');
}

type StationJoinedRow = Awaited<ReturnType<ReturnType<typeof selectStations>['executeTakeFirstOrThrow']>>;

/** Maps a station row (joined with its unit set) to a {@link Station}. */
export function toStation(row: StationJoinedRow): Station {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    description: row.description,
    shortDescription: row.short_description,
    country: row.country,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    lat: row.lat,
    lng: row.lng,
    elevation: row.elevation,
    model: row.model,
    apiToken: row.api_token,
    preferedUnitId: row.prefered_unit_id,
    preferedUnit: row.prefered_unit_type,
    timezone: row.timezone,
    quality: parseQualitySettings(row.quality_settings),
    otherStations: row.other_stations === null ? [] : (JSON.parse(row.other_stations) as OtherStation[]),
    rainMainSource: row.rain_main_source === 'piezo' ? 'piezo' : 'bucket',
    dayStartHour: Number(row.day_start_hour),
    rainSeasonStartMonth: Number(row.rain_season_start_month),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Queries of the `weather_stations` table. Takes a Kysely instance or a transaction. */
export function createStationsRepository(db: Kysely<Database>) {
  return {
    async findByReference(reference: string): Promise<Station | undefined> {
      const row = await selectStations(db).where('s.reference', '=', reference).executeTakeFirst();
      return row && toStation(row);
    },
    /** Like {@link findByReference}, but a missing station is a 404. */
    async getByReference(reference: string): Promise<Station> {
      const station = await this.findByReference(reference);
      if (station === undefined) throw notFound(`Station météo ${reference} introuvable`);
      return station;
    },
    async findById(id: number): Promise<Station | undefined> {
      const row = await selectStations(db).where('s.id', '=', id).executeTakeFirst();
      return row && toStation(row);
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('weather_stations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** One page by creation time; `id` breaks ties so pages never overlap. */
    async list(page: RowPage): Promise<Station[]> {
      const query = selectStations(db);
      const rows = await pageByCreation(query, page, { createdAt: 's.created_at', id: 's.id' }).execute();
      return rows.map(toStation);
    },
    /** Every station, oldest first (maintenance over all stations). */
    async listAll(): Promise<Station[]> {
      const rows = await selectStations(db).orderBy('s.created_at', 'asc').orderBy('s.id', 'asc').execute();
      return rows.map(toStation);
    },
    /** The id and reference of every station, first created (lowest id) first: the default station's list. */
    async listReferences(): Promise<{ id: number; reference: string }[]> {
      return db.selectFrom('weather_stations').select(['id', 'reference']).orderBy('id', 'asc').execute();
    },
    /** Inserts a station and returns it; a duplicate reference raises the database's unique violation. */
    async insert(station: NewStationRow): Promise<Station> {
      const { id } = await db
        .insertInto('weather_stations')
        .values(station)
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await this.findById(id);
      if (created === undefined) throw new Error(`Station ${id} vanished right after its insert`);
      return created;
    },
    /** How many stations name unit set `unitId` as their preferred unit. */
    async countUsingUnit(unitId: number): Promise<number> {
      const row = await db
        .selectFrom('weather_stations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('prefered_unit_id', '=', unitId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Updates the given columns of station `id`; returns the station, or undefined when there is none. */
    async update(id: number, changes: StationUpdate): Promise<Station | undefined> {
      await db.updateTable('weather_stations').set(changes).where('id', '=', id).execute();
      return this.findById(id);
    },
    /**
     * Deletes the row of station `id`; false when absent. The other tables' rows of the station go first,
     * in the same transaction: the stations service's `remove` runs each owner's deleter before this.
     */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('weather_stations').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type StationsRepository = ReturnType<typeof createStationsRepository>;
