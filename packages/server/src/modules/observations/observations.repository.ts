/**
 * Queries of `observations` (short text messages attached to a station): the latest one of a station, which
 * the current-data page shows, and the list, reads and writes of the back office.
 */
import type { LastObservation, Observation } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { pageByCreation, type RowPage } from '../list-page.ts';

function selectObservations(db: Kysely<Database>) {
  return db
    .selectFrom('observations as o')
    .innerJoin('weather_stations as s', 's.id', 'o.weather_station_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.message',
      'o.created_at',
      'o.updated_at',
      's.id as station_id',
      's.reference as station_reference',
      's.name as station_name',
      'u.id as author_id',
      'u.email as user_email',
    ]);
}

type LastObservationRow = Awaited<
  ReturnType<ReturnType<typeof selectObservations>['executeTakeFirstOrThrow']>
>;

/** Maps an observation row (joined with its station and author) to the API's shape, dates in UTC. */
export function toLastObservation(row: LastObservationRow): LastObservation {
  return {
    id: row.id,
    message: row.message,
    weatherStation: { reference: row.station_reference, name: row.station_name },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Maps an observation row to the full API shape (GET /api/observation), with station and author ids. */
export function toObservation(row: LastObservationRow): Observation {
  return {
    id: row.id,
    message: row.message,
    weatherStation: { id: row.station_id, reference: row.station_reference, name: row.station_name },
    user:
      row.author_id === null || row.user_email === null ? null : { id: row.author_id, email: row.user_email },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Columns an observation write sets. */
export interface ObservationWrite {
  message: string;
  stationId: number;
}

/** Queries of the `observations` table. Takes a Kysely instance or a transaction. */
export function createObservationsRepository(db: Kysely<Database>) {
  return {
    /** The most recent observation (by creation time, then id) of station `stationId`, or undefined. */
    async findLatestOfStation(stationId: number): Promise<LastObservation | undefined> {
      const row = await selectObservations(db)
        .where('o.weather_station_id', '=', stationId)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && toLastObservation(row);
    },
    async findById(id: number): Promise<Observation | undefined> {
      const row = await selectObservations(db).where('o.id', '=', id).executeTakeFirst();
      return row && toObservation(row);
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('observations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** One page of every station's observations by creation time; `id` breaks ties. */
    async list(page: RowPage): Promise<Observation[]> {
      const query = selectObservations(db);
      const rows = await pageByCreation(query, page, { createdAt: 'o.created_at', id: 'o.id' }).execute();
      return rows.map(toObservation);
    },
    /** Inserts an observation written by `userId` and returns it with its station and author. */
    async insert(observation: ObservationWrite, userId: number, now: number): Promise<Observation> {
      const { id } = await db
        .insertInto('observations')
        .values({
          message: observation.message,
          weather_station_id: observation.stationId,
          user_id: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await this.findById(id);
      if (created === undefined) throw new Error(`Observation ${id} vanished right after its insert`);
      return created;
    },
    /** Changes message and station of observation `id` (its author stays); undefined when there is none. */
    async update(id: number, observation: ObservationWrite, now: number): Promise<Observation | undefined> {
      await db
        .updateTable('observations')
        .set({ message: observation.message, weather_station_id: observation.stationId, updated_at: now })
        .where('id', '=', id)
        .execute();
      return this.findById(id);
    },
    /** Deletes observation `id`; false when absent. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('observations').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type ObservationsRepository = ReturnType<typeof createObservationsRepository>;

/**
 * Removes every observation of station `stationId`: this module's part of a station's deletion, run by the
 * stations service inside the transaction that deletes the station.
 */
export async function deleteObservationsOf(db: Db, stationId: number): Promise<void> {
  await db.deleteFrom('observations').where('weather_station_id', '=', stationId).execute();
}
