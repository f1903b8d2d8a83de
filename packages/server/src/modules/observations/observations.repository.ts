/**
 * Reads of `observations` (short text messages attached to a station). For now the latest one of a station,
 * which the current-data page shows; list and edit queries belong here too.
 */
import type { LastObservation } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/database.ts';

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
      's.reference as station_reference',
      's.name as station_name',
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
    user: row.user_email === null ? null : { email: row.user_email },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Queries of the `observations` table. Takes a Kysely instance or a transaction. */
export function createObservationsRepository(db: Kysely<Database>) {
  return {
    /**
     * The most recent observation (by creation time, then id) of the station of `reference`. 404 in the
     * spec's format for an unknown station and for a station without any observation.
     */
    async getLatestOfStation(reference: string): Promise<LastObservation> {
      const station = await db
        .selectFrom('weather_stations')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (station === undefined) throw notFound(`Station météo ${reference} introuvable`);
      const row = await selectObservations(db)
        .where('o.weather_station_id', '=', station.id)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (row === undefined) throw notFound(`Aucune observation pour la station météo ${reference}`);
      return toLastObservation(row);
    },
  };
}
export type ObservationsRepository = ReturnType<typeof createObservationsRepository>;
