/**
 * What a door's request says of the station, kept after its readings are stored: the newest reading
 * instant per door, the fields it sent and ignored, the values quality control took out, and the battery
 * and signal values as sent (station_uploads, station_sensors); then the upload announced to the back
 * office's connection view, here and, through the change log, in the other processes.
 */
import { createStationStateRepository } from '../../stations/index.ts';
import type { UploadStation } from '../doors/station-credentials.ts';
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

/**
 * Records door `door`'s request for `station` (newest reading `readingAt`, received `now`) and announces
 * the upload. A plain upsert outside the readings' transaction: it takes a few rows and no lock of the
 * station. A station deleted since its readings were stored is left alone (nothing left to describe).
 */
export async function recordDoor(
  deps: ReadingsServiceDeps,
  station: UploadStation,
  door: NonNullable<IngestOptions['door']>,
  readingAt: number,
  now: number,
  rejectedValues: readonly RejectedValue[],
): Promise<void> {
  try {
    const state = createStationStateRepository(deps.db);
    await state.recordUpload(station.id, {
      protocol: door.protocol,
      readingAt,
      receivedAt: now,
      fieldsSeen: door.fields === undefined ? null : JSON.stringify(door.fields.seen.slice(0, 200)),
      fieldsIgnored: door.fields === undefined ? null : JSON.stringify(door.fields.ignored.slice(0, 200)),
      rejected: JSON.stringify(rejectedValues.slice(0, 100)),
    });
    await state.recordSensors(station.id, door.sensors ?? {}, now);
    const upload = { protocol: door.protocol, receivedAt: now };
    deps.uploads?.publish(station.id, upload);
    // Live streams held by other processes on the same database hear of it through the change log. A
    // notice, not data: its failure (a full disk) must not turn the stored upload into an error.
    await deps.changes
      ?.record(deps.db, { topic: 'upload', stationId: station.id, ...upload })
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
