/**
 * What the ingestion pipeline (readings.service.ts) is built from and takes, shared by the files it is cut
 * into (chunked-store.ts, door-record.ts, source-extremes.ts).
 */
import type { Clock } from '../../../clock.ts';
import type { DialectName } from '../../../db/create-db.ts';
import type { Db } from '../../../db/database.ts';
import type { ChangeFeed } from '../../change-feed/index.ts';
import type { CanonicalReading } from '../canonical-reading.ts';
import type { StationCredentials, UploadStation } from '../doors/station-credentials.ts';
import type { UploadFields } from '../doors/upload-fields.ts';
import type { ReadingEvents, UploadEvents } from '../reading-events.ts';

/** One item of a request: a parsed reading (with the upload's raw fields, for the upload hooks), or why not. */
export type IngestItem = { reading: CanonicalReading; raw?: UploadFields } | { reason: string };

/** An upload as the upload hooks see it: its station, door, reading instant and raw fields. */
export interface UploadInTransaction {
  station: UploadStation;
  protocol: string;
  /** The reading's instant (epoch ms), and the server's clock when it was received. */
  receivedAt: number;
  now: number;
  fields: UploadFields;
  /** The fields the door found no place for (all of them for the JSON door's sensors). */
  ignored: readonly string[];
}

/**
 * Work that runs in the ingestion transaction of each reading carrying raw fields (the extra sensors):
 * committed with the reading. A hook must not throw unless the reading must not be stored either.
 */
export type UploadHook = (trx: Db, upload: UploadInTransaction) => Promise<void>;

/** The raw fields of a request's readings by instant, with the door they came through. */
export interface RawUploads {
  protocol: string;
  ignored: readonly string[] | undefined;
  byInstant: ReadonlyMap<number, UploadFields>;
}

/** How a caller that stores a long series in several requests (an importer) helps the pipeline. */
export interface IngestOptions {
  /**
   * The door the request came through (`wunderground`, `ecowitt`, `json`), and the battery and signal
   * values it carried: kept as the station's state for the status page and alerts.
   */
  door?: {
    protocol: string;
    sensors?: Record<string, number>;
    /** The upload's field names, and those without a place (console doors). */
    fields?: { seen: string[]; ignored: string[] };
  };
  /**
   * The instant of the first reading the caller's next request will store, when it follows right after
   * this one (a series imported in time order): repairing the stored readings from there on is left to
   * that request, so the readings after an imported range are rewritten once, not once per request.
   */
  followedBy?: number;
}

/** The log calls the pipeline makes (pino's logger fits). */
export interface IngestLog {
  warn(details: object, message: string): void;
}

/** What the pipeline is built from; `dialect` picks the hand-written SQL and PostgreSQL's per-station lock. */
export interface ReadingsServiceDeps {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  events: ReadingEvents;
  credentials: StationCredentials;
  log: IngestLog;
  /** Where other processes hear of stored readings (absent: this process only). */
  changes?: ChangeFeed;
  /**
   * Pause between two chunks of a request, ms (default 0: just let pending I/O run). A process that shares
   * a SQLite file with a server (the import command) pauses longer, so the server's uploads get the lock.
   */
  chunkPauseMs?: number;
  /** SQLite: how long a chunk waits for another program's write lock before a 503 (default 10 s). */
  lockWaitMs?: number;
  /** Where a door's recorded upload is announced (the back office's connection view follows it live). */
  uploads?: UploadEvents;
  /**
   * Work of other modules run inside each chunk's transaction on the readings it stored (forwarding's
   * queue); the array may grow after the service is made (the wiring's `onInTransaction`).
   */
  inTransactionHooks?: readonly InTransactionHook[];
  /** Run in the ingestion transaction for each reading carrying raw fields (the wiring fills the list). */
  uploadHooks?: readonly UploadHook[];
  /** Told of the values rejected from a station's readings: impossible (dropped) or spikes (flagged). */
  onValuesRejected?: (reference: string, reason: 'impossible' | 'spike', count: number) => void;
}

/**
 * Work another module does inside a chunk's transaction `trx`, on the readings the chunk stored for
 * `station` (sorted by time, without the values the spike filter left out): it commits or rolls back with
 * them. Forwarding queues them there. Returns what to run once the transaction committed, if anything.
 * `firstRead` (PostgreSQL): a select of the station's rows the hook needs, its text built from the station's
 * id alone (an integer written in), run after the station's lock in the transaction's first round trip; its
 * rows come to the hook as `firstRows` (undefined on SQLite).
 */
export type InTransactionHook = ((
  trx: Db,
  station: UploadStation,
  stored: readonly CanonicalReading[],
  now: number,
  firstRows?: readonly unknown[],
) => Promise<(() => void) | undefined>) & { firstRead?: (stationId: number) => string };
