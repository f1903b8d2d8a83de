/**
 * What a station's uploads carried as sent (modules/sensors): the raw fields of its last uploads through a
 * console door (credentials left out, the newest few kept) and the fields nothing reads, each with its last
 * value. Written a moment after the upload (payload-keeper.ts), read by the back office.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A field nothing reads, as kept. */
export interface UnmappedRow {
  field: string;
  protocol: string;
  lastValue: string;
  firstSeenAt: number;
  lastSeenAt: number;
}

/** One upload's raw fields waiting to be kept: its station, door, instant and fields (JSON text). */
export interface PendingPayload {
  stationId: number;
  protocol: string;
  at: number;
  fields: string;
}

/** A field nothing reads, waiting to be kept: its station, door, value and when it was received. */
export interface PendingUnmapped {
  stationId: number;
  protocol: string;
  field: string;
  value: string;
  at: number;
}

/** One raw upload as kept. */
export interface PayloadRow {
  protocol: string;
  receivedAt: number;
  fields: Record<string, string>;
}

function parseFields(text: string): Record<string, string> {
  const parsed: unknown = JSON.parse(text);
  const fields: Record<string, string> = {};
  if (typeof parsed !== 'object' || parsed === null) return fields;
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

const x = (column: string) => sql.ref(`excluded.${column}`);

/** How often (in rows) the raw uploads beyond those kept are dropped. */
const PRUNE_EVERY = 10;

export function createUploadFieldsRepository(db: Db) {
  return {
    /**
     * Keeps uploads' raw fields (payload-keeper.ts), all in one statement. Every PRUNE_EVERY-th row (by
     * id) drops its station's rows beyond its `keep` newest (one more statement for all such stations), so the table holds fewer than `keep` +
     * PRUNE_EVERY rows per station.
     */
    async keepPayloads(payloads: readonly PendingPayload[], keep: number) {
      if (payloads.length === 0) return;
      const rows = await db
        .insertInto('extra_sensor_payloads')
        .values(
          payloads.map((p) => ({
            weather_station_id: p.stationId,
            protocol: p.protocol,
            received_at: p.at,
            fields: p.fields,
          })),
        )
        .returning(['id', 'weather_station_id'])
        .execute();
      const toPrune = [
        ...new Set(rows.filter((r) => r.id % PRUNE_EVERY === 0).map((r) => r.weather_station_id)),
      ];
      if (toPrune.length === 0) return;
      // Every station to prune in one statement: the rows older than each one's `keep`-th newest.
      await db
        .deleteFrom('extra_sensor_payloads')
        .where('weather_station_id', 'in', toPrune)
        .where('id', '<', (eb) =>
          eb
            .selectFrom('extra_sensor_payloads as newer')
            .select('newer.id')
            .whereRef('newer.weather_station_id', '=', 'extra_sensor_payloads.weather_station_id')
            .orderBy('newer.id', 'desc')
            .offset(keep - 1)
            .limit(1),
        )
        .execute();
    },

    /** Keeps the fields nothing reads, each with its last value (one row per station and field). */
    async upsertUnmapped(fields: readonly PendingUnmapped[]) {
      if (fields.length === 0) return;
      await db
        .insertInto('extra_sensor_unmapped')
        .values(
          fields.map((f) => ({
            weather_station_id: f.stationId,
            field: f.field,
            protocol: f.protocol,
            last_value: f.value,
            first_seen_at: f.at,
            last_seen_at: f.at,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['weather_station_id', 'field']).doUpdateSet({
            protocol: sql`${x('protocol')}`,
            last_value: sql`${x('last_value')}`,
            last_seen_at: sql`${x('last_seen_at')}`,
          }),
        )
        .execute();
    },
    /** The fields nothing reads, the most recently seen first. */
    async listUnmapped(stationId: number): Promise<UnmappedRow[]> {
      const rows = await db
        .selectFrom('extra_sensor_unmapped')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('last_seen_at', 'desc')
        .orderBy('field')
        .execute();
      return rows.map((row) => ({
        field: row.field,
        protocol: row.protocol,
        lastValue: row.last_value,
        firstSeenAt: row.first_seen_at,
        lastSeenAt: row.last_seen_at,
      }));
    },

    /** The `limit` newest raw uploads kept, the newest first. */
    async listPayloads(stationId: number, limit: number): Promise<PayloadRow[]> {
      const rows = await db
        .selectFrom('extra_sensor_payloads')
        .select(['protocol', 'received_at', 'fields'])
        .where('weather_station_id', '=', stationId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        protocol: row.protocol,
        receivedAt: row.received_at,
        fields: parseFields(row.fields),
      }));
    },
  };
}

export type UploadFieldsRepository = ReturnType<typeof createUploadFieldsRepository>;
