/**
 * Queries of `change_log`: the changes one process commits for the others on the same database to hear of
 * (see change-feed.ts). Takes a Kysely instance or a transaction.
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A stored change as the feed reads it back. */
export interface ChangeLogEntry {
  id: number;
  topic: string;
  stationId: number | null;
  payload: string;
  origin: string;
}

/**
 * PostgreSQL: the insert of `entry` as a data-modifying statement selecting its row from `at.source` (a
 * relation of the statement around it, one row or none), placeholders from `$first` on, and the NOTIFY on
 * `at.channel` over the same source, whose payload is the entry's origin (a process skips its own).
 */
export function changeLogStatement(
  entry: Omit<ChangeLogEntry, 'id'>,
  createdAt: number,
  at: { channel: string; source: string; first: number },
) {
  const p = (offset: number) => `$${at.first + offset}`;
  return {
    insert:
      'insert into change_log (topic, station_id, payload, origin, created_at)' +
      ` select ${p(0)}::varchar, ${p(1)}::integer, ${p(2)}::text, ${p(3)}::varchar, ${p(4)}::bigint` +
      ` from ${at.source}`,
    notify: `select pg_notify('${at.channel}', ${p(3)}::text) from ${at.source}`,
    parameters: [entry.topic, entry.stationId, entry.payload, entry.origin, createdAt],
  };
}

/** The change-log queries, on `db` (an instance or a transaction). */
export function createChangeLogRepository(db: Kysely<Database>) {
  return {
    /** Appends one change; visible to others when the surrounding transaction commits. */
    async append(entry: Omit<ChangeLogEntry, 'id'>, createdAt: number): Promise<void> {
      await db
        .insertInto('change_log')
        .values({
          topic: entry.topic,
          station_id: entry.stationId,
          payload: entry.payload,
          origin: entry.origin,
          created_at: createdAt,
        })
        .execute();
    },

    /** PostgreSQL: appends one change and sends its NOTIFY on `channel`, in one statement. */
    async appendAndNotify(entry: Omit<ChangeLogEntry, 'id'>, createdAt: number, channel: string) {
      const { insert, notify, parameters } = changeLogStatement(entry, createdAt, {
        channel,
        source: 'one',
        first: 1,
      });
      const text = `with one as (select 1), entry as (${insert}) ${notify}`;
      await db.executeQuery(CompiledQuery.raw(text, parameters));
    },

    /** PostgreSQL: the wake-up of the other processes alone (`payload` names the sender). */
    async notify(channel: string, payload: string) {
      await db.executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', [channel, payload]));
    },

    /**
     * Up to `limit` changes after id `afterId`, and those of `alsoIds` (ids skipped earlier, whose
     * transaction had not committed yet), every origin, by id.
     */
    async listAfter(afterId: number, alsoIds: readonly number[], limit: number): Promise<ChangeLogEntry[]> {
      const rows = await db
        .selectFrom('change_log')
        .select(['id', 'topic', 'station_id', 'payload', 'origin'])
        .where((eb) =>
          alsoIds.length === 0
            ? eb('id', '>', afterId)
            : eb.or([eb('id', '>', afterId), eb('id', 'in', [...alsoIds])]),
        )
        .orderBy('id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        topic: row.topic,
        stationId: row.station_id,
        payload: row.payload,
        origin: row.origin,
      }));
    },

    /** The newest change's id, 0 without any. */
    async latestId(): Promise<number> {
      const row = await db
        .selectFrom('change_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** Deletes the changes written before `beforeMs` (every process has long read them). */
    async pruneBefore(beforeMs: number): Promise<void> {
      await db.deleteFrom('change_log').where('created_at', '<', beforeMs).execute();
    },

    /**
     * SQLite's data_version of this connection: it changes when another connection (another process)
     * commits, so polling it costs nothing while nobody else writes.
     */
    async sqliteDataVersion(): Promise<number> {
      const result = await sql<{ data_version: number }>`pragma data_version`.execute(db);
      return Number(result.rows[0]?.data_version ?? 0);
    },
  };
}
