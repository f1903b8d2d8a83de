import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What a door's upload said of the station: its newest reading, the fields read and ignored, refusals. */
export interface UploadRecord {
  protocol: string;
  readingAt: number;
  receivedAt: number;
  /** JSON text of string arrays, or null when the door does not report fields. */
  fieldsSeen: string | null;
  fieldsIgnored: string | null;
  /** JSON text of the values quality control took out. */
  rejected: string | null;
}

/**
 * PostgreSQL: `recordUpload` as a part of another statement (a CTE of the reading's own statement,
 * readings' door-record.ts), its placeholders numbered from `first` on. Returns one row (`weather_station_id`),
 * inserted or updated, for the parts after it to select from.
 */
export function uploadRecordStatement(
  stationId: number,
  upload: UploadRecord,
  first: number,
): { text: string; parameters: unknown[] } {
  const p = (offset: number) => `$${first + offset}`;
  return {
    text:
      'insert into station_uploads (weather_station_id, protocol, reading_at, received_at, fields_seen,' +
      ' fields_ignored, rejected)' +
      ` values (${p(0)}::integer, ${p(1)}::varchar, ${p(2)}::bigint, ${p(3)}::bigint, ${p(4)}::text,` +
      ` ${p(5)}::text, ${p(6)}::text)` +
      ' on conflict (weather_station_id, protocol) do update set reading_at = excluded.reading_at,' +
      ' received_at = excluded.received_at, fields_seen = excluded.fields_seen,' +
      ' fields_ignored = excluded.fields_ignored, rejected = excluded.rejected' +
      ' returning weather_station_id',
    parameters: [
      stationId,
      upload.protocol,
      upload.readingAt,
      upload.receivedAt,
      upload.fieldsSeen,
      upload.fieldsIgnored,
      upload.rejected,
    ],
  };
}

/** Most battery and signal names kept per station (a console with every Ecowitt sensor sends about 40). */
export const MAX_SENSORS_PER_STATION = 64;

/**
 * A station's latest state as its consoles report it: the newest upload per door
 * (`station_uploads`) and the battery and signal values as sent (`station_sensors`). Owned by the stations
 * module like the station row itself; the ingestion pipeline writes it, status, health and alerts read it.
 */
export function createStationStateRepository(db: Kysely<Database>) {
  return {
    /** Keeps the newest upload of a door (one row per station and protocol). */
    async recordUpload(stationId: number, upload: UploadRecord): Promise<void> {
      const values = {
        reading_at: upload.readingAt,
        received_at: upload.receivedAt,
        fields_seen: upload.fieldsSeen,
        fields_ignored: upload.fieldsIgnored,
        rejected: upload.rejected,
      };
      await db
        .insertInto('station_uploads')
        .values({ weather_station_id: stationId, protocol: upload.protocol, ...values })
        .onConflict((oc) => oc.columns(['weather_station_id', 'protocol']).doUpdateSet(values))
        .execute();
    },

    /**
     * Keeps the latest value of each battery or signal field a console sent: names already kept are
     * updated, new ones added while the station has fewer than MAX_SENSORS_PER_STATION (a token holder
     * sending new names upload after upload cannot grow the public status without end).
     */
    async recordSensors(stationId: number, sensors: Record<string, number>, now: number): Promise<void> {
      const sent = Object.entries(sensors);
      if (sent.length === 0) return;
      const known = new Set(
        (
          await db
            .selectFrom('station_sensors')
            .select('name')
            .where('weather_station_id', '=', stationId)
            .execute()
        ).map((row) => row.name),
      );
      let room = MAX_SENSORS_PER_STATION - known.size;
      const entries = sent.filter(([name]) => {
        if (known.has(name)) return true;
        if (room <= 0) return false;
        room -= 1;
        return true;
      });
      if (entries.length === 0) return;
      await db
        .insertInto('station_sensors')
        .values(
          entries.map(([name, value]) => ({ weather_station_id: stationId, name, value, updated_at: now })),
        )
        .onConflict((oc) =>
          oc.columns(['weather_station_id', 'name']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },

    /** Each door's newest upload, newest first. */
    async listUploads(stationId: number): Promise<UploadRecord[]> {
      const rows = await db
        .selectFrom('station_uploads')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('received_at', 'desc')
        .execute();
      return rows.map((row) => ({
        protocol: row.protocol,
        readingAt: Number(row.reading_at),
        receivedAt: Number(row.received_at),
        fieldsSeen: row.fields_seen,
        fieldsIgnored: row.fields_ignored,
        rejected: row.rejected,
      }));
    },

    /** The station's battery and signal values as last sent, by name. */
    async listSensors(stationId: number): Promise<{ name: string; value: number }[]> {
      return db
        .selectFrom('station_sensors')
        .select(['name', 'value'])
        .where('weather_station_id', '=', stationId)
        .orderBy('name')
        .execute();
    },

    /** Removes the state of a station (inside the transaction that deletes the station). */
    async deleteOfStation(stationId: number): Promise<void> {
      await db.deleteFrom('station_uploads').where('weather_station_id', '=', stationId).execute();
      await db.deleteFrom('station_sensors').where('weather_station_id', '=', stationId).execute();
    },
  };
}

export type StationStateRepository = ReturnType<typeof createStationStateRepository>;
