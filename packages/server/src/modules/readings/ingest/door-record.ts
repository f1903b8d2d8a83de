/**
 * What a door's request says of the station, kept after its readings are stored: the newest reading
 * instant per door, the fields it sent and ignored, the values quality control took out, and the battery
 * and signal values as sent (station_uploads, station_sensors); then the upload announced to the back
 * office's connection view, here and, through the change log, in the other processes.
 */
import {
  createStationStateRepository,
  type UploadRecord,
  uploadRecordStatement,
} from '../../stations/index.ts';
import type { UploadStation } from '../doors/station-credentials.ts';
import type { AppendPart } from '../summaries/append-one.repository.ts';
import type { IngestOptions, ReadingsServiceDeps } from './ingest-deps.ts';

/** A value quality control took out of a reading: physically impossible (dropped) or a spike (flagged). */
export interface RejectedValue {
  measure: string;
  value: number;
  reason: 'impossible' | 'spike';
}

/** A foreign-key violation from SQLite or PostgreSQL: here, the station was deleted after it was cached. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';
}

type Door = NonNullable<IngestOptions['door']>;

/** What door `door`'s request says of the station: newest reading `readingAt`, received `now`. */
export function uploadRecordOf(
  door: Door,
  readingAt: number,
  now: number,
  rejectedValues: readonly RejectedValue[],
): UploadRecord {
  return {
    protocol: door.protocol,
    readingAt,
    receivedAt: now,
    fieldsSeen: door.fields === undefined ? null : JSON.stringify(door.fields.seen.slice(0, 200)),
    fieldsIgnored: door.fields === undefined ? null : JSON.stringify(door.fields.ignored.slice(0, 200)),
    rejected: JSON.stringify(rejectedValues.slice(0, 100)),
  };
}

/** The change other processes hear of `record`: the upload, for the back office's connection view. */
const uploadChange = (stationId: number, record: UploadRecord) => ({
  topic: 'upload' as const,
  stationId,
  protocol: record.protocol,
  receivedAt: record.receivedAt,
});

/**
 * PostgreSQL: the door's record and its change-log row as parts of the statement that stores the request's
 * one reading (append-one.repository.ts), placeholders from `first` on: the upload, the reading, its
 * summary and rollups in one round trip and one commit (the other processes are woken after it). Written
 * whether or not the reading was new (a console's retry is an upload too). Undefined without the change
 * feed's statement (SQLite): then `recordDoor` runs after the commit. `doorRecorded` finishes the work
 * after the commit.
 */
export function doorRecordParts(
  deps: ReadingsServiceDeps,
  stationId: number,
  record: UploadRecord,
  first: number,
): AppendPart[] | undefined {
  const announce = deps.changes?.recordStatement;
  if (announce === undefined) return undefined;
  const upsert = uploadRecordStatement(stationId, record, first);
  const announced = announce(uploadChange(stationId, record), 'door', first + upsert.parameters.length);
  return [
    { name: 'door', text: upsert.text, parameters: upsert.parameters },
    { name: 'door_change', text: announced.insert, parameters: announced.parameters },
  ];
}

/**
 * Keeps door `door`'s `record` for `station` and announces the upload. A plain upsert outside the
 * readings' transaction: it takes a few rows and no lock of the station. A station deleted since its
 * readings were stored is left alone (nothing left to describe).
 */
export async function recordDoor(
  deps: ReadingsServiceDeps,
  station: UploadStation,
  door: Door,
  record: UploadRecord,
): Promise<void> {
  try {
    await createStationStateRepository(deps.db).recordUpload(station.id, record);
    await doorRecorded(deps, station, door, record.receivedAt);
    // Live streams held by other processes on the same database hear of it through the change log. A
    // notice, not data: its failure (a full disk) must not turn the stored upload into an error.
    await deps.changes
      ?.record(deps.db, uploadChange(station.id, record))
      .catch((error: unknown) =>
        deps.log.warn(
          { station: station.reference, err: error },
          'the upload could not be announced to other processes',
        ),
      );
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** After the door's record: the battery and signal values as sent, and the upload announced here. */
export async function doorRecorded(
  deps: ReadingsServiceDeps,
  station: UploadStation,
  door: Door,
  now: number,
): Promise<void> {
  try {
    await createStationStateRepository(deps.db).recordSensors(station.id, door.sensors ?? {}, now);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
  deps.uploads?.publish(station.id, { protocol: door.protocol, receivedAt: now });
}
