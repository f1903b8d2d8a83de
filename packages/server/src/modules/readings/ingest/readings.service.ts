/**
 * The ingestion pipeline (DESIGN §5), one for the three doors: reject what cannot be stored → quality
 * control (drop and log impossible values) → transactions that insert the readings and keep the daily
 * summaries and rollups right → after each commit, notify live subscribers. Idempotent on
 * (station, received_at); late and out-of-order readings repair their neighbours and recompute the days
 * they touch, once per chunk. A large request (a JSON batch, an import) is stored in chunks
 * (chunked-store.ts). The doors in front of it are doors/doors.service.ts.
 */
import type { ReadingsResult, RejectedReading } from '@meteodeck/contract';
import { unauthorized } from '../../../app-error.ts';
import {
  applyQualityControl,
  type CanonicalReading,
  EARLIEST_INSTANT_MS,
  hasAnyMeasure,
} from '../canonical-reading.ts';
import { applyMainRainSource } from '../doors/rain-gauges.ts';
import { BAD_CREDENTIALS, type UploadStation } from '../doors/station-credentials.ts';
import type { UploadFields } from '../doors/upload-fields.ts';
import type { SourceDayExtremes } from '../summaries/imported-extremes.ts';
import { type AlsoInStatement, createChunkedStore } from './chunked-store.ts';
import {
  doorRecorded,
  doorRecordParts,
  isForeignKeyViolation,
  type RejectedValue,
  recordDoor,
  uploadRecordOf,
} from './door-record.ts';
import type { IngestItem, IngestOptions, RawUploads, ReadingsServiceDeps } from './ingest-deps.ts';
import { storeSourceExtremes } from './source-extremes.ts';
import type { SpikeFlag } from './spike-filter.ts';

export type {
  IngestItem,
  IngestLog,
  IngestOptions,
  InTransactionHook,
  ReadingsServiceDeps,
  UploadHook,
  UploadInTransaction,
} from './ingest-deps.ts';

/** A reading is refused when it claims to be this far ahead of the server's clock (console clock drift). */
export const MAX_FUTURE_SKEW_MS = 5 * 60_000;

/**
 * What ingestion tells its callers beyond the doors' answer: the values of the stored readings quality
 * control held for review (spikes) or took out (impossible), for an import's summary.
 */
export type IngestResult = ReadingsResult & { valuesFlagged: number; valuesDropped: number };

interface Accepted {
  index: number;
  reading: CanonicalReading;
  raw?: UploadFields | undefined;
}

/**
 * A request's items screened before anything is stored: the readings accepted (sorted by time, one per
 * instant, impossible values dropped), the rejected items, the duplicates skipped and the values dropped.
 */
function screen(
  deps: ReadingsServiceDeps,
  station: UploadStation,
  items: readonly IngestItem[],
  now: number,
) {
  const rejected: RejectedReading[] = [];
  /** Values quality control took out of the request's readings, for the connection view. */
  const rejectedValues: RejectedValue[] = [];
  const byInstant = new Map<number, Accepted>();
  let skipped = 0;
  items.forEach((item, index) => {
    if ('reason' in item) {
      rejected.push({ index, reason: item.reason });
      return;
    }
    if (item.reading.receivedAt > now + MAX_FUTURE_SKEW_MS) {
      rejected.push({ index, reason: 'Date dans le futur' });
      return;
    }
    if (!(item.reading.receivedAt >= EARLIEST_INSTANT_MS)) {
      rejected.push({ index, reason: 'Date antérieure au 2000-01-01' });
      return;
    }
    const { reading, dropped } = applyQualityControl(
      applyMainRainSource(item.reading, station.rainMainSource ?? 'bucket'),
    );
    if (dropped.length > 0) {
      for (const d of dropped)
        rejectedValues.push({ measure: d.measure, value: d.value, reason: 'impossible' });
      deps.onValuesRejected?.(station.reference, 'impossible', dropped.length);
      deps.log.warn(
        { station: station.reference, receivedAt: new Date(reading.receivedAt).toISOString(), dropped },
        'impossible values dropped from a reading',
      );
    }
    if (!hasAnyMeasure(reading)) {
      rejected.push({ index, reason: 'Aucune mesure' });
      return;
    }
    if (byInstant.has(reading.receivedAt)) skipped += 1;
    else byInstant.set(reading.receivedAt, { index, reading, raw: item.raw });
  });
  const accepted = [...byInstant.values()].sort((a, b) => a.reading.receivedAt - b.reading.receivedAt);
  return { accepted, rejected, rejectedValues, skipped };
}

/** A value the spike filter flagged, as the door's record lists it. */
const spikeRejection = (flag: SpikeFlag): RejectedValue => ({
  measure: flag.measure,
  value: flag.value,
  reason: 'spike',
});

/**
 * The ingestion service: `ingest` (the pipeline, for an authenticated station) and `storeSourceExtremes`
 * (an import's own daily extremes). Publishes on `events` after each commit that stored something; then,
 * for a door's request, on `uploads` once the upload is recorded for the connection view.
 */
export function createReadingsService(deps: ReadingsServiceDeps) {
  const chunks = createChunkedStore(deps);
  return {
    /**
     * Stores the readings of one request for `station` (already authenticated) and answers how many were
     * stored, skipped (same instant already stored, or twice in the request) and rejected (unparsable, in the
     * future, before 2000 or without any measure), each rejection with its index in the request. Impossible
     * values are dropped from their reading and logged with the station reference, never with its token.
     */
    async ingest(
      station: UploadStation,
      items: readonly IngestItem[],
      options: IngestOptions = {},
    ): Promise<IngestResult> {
      const now = deps.clock.now();
      const { accepted, rejected, rejectedValues, skipped } = screen(deps, station, items, now);
      const dropped = rejectedValues.length;
      if (accepted.length === 0)
        return { stored: 0, skipped, rejected, valuesFlagged: 0, valuesDropped: dropped };
      let stored: number;
      let doorInStatement = false;
      const flaggedKeys = new Set<string>();
      try {
        const readings = accepted.map((a) => a.reading);
        const raw: RawUploads = {
          protocol: options.door?.protocol ?? 'import',
          ignored: options.door?.fields?.ignored,
          byInstant: new Map(
            accepted.flatMap((a) => (a.raw === undefined ? [] : [[a.reading.receivedAt, a.raw] as const])),
          ),
        };
        const onFlagged = (flags: readonly SpikeFlag[]) => {
          for (const f of flags) {
            rejectedValues.push(spikeRejection(f));
            // Counted for the caller as the review lists them: each value once, a dew point that only
            // follows its flagged sources not at all.
            if (f.rule !== 'derived') flaggedKeys.add(`${f.receivedAt}/${f.measure}`);
          }
        };
        // PostgreSQL, a console's upload of one reading: the door's record goes in the reading's statement.
        const door = options.door;
        const only = accepted.length === 1 ? accepted[0]?.reading : undefined;
        const doorParts: AlsoInStatement | undefined =
          door === undefined || only === undefined
            ? undefined
            : (flagged, first) => {
                const values = [...rejectedValues, ...flagged.map(spikeRejection)];
                const record = uploadRecordOf(door, only.receivedAt, now, values);
                const parts = doorRecordParts(deps, station.id, record, first);
                doorInStatement = parts !== undefined;
                return parts ?? [];
              };
        stored = await chunks.store(station, readings, options.followedBy, onFlagged, raw, doorParts);
      } catch (error) {
        // Deleted by the back office while its credentials were cached: it no longer exists for uploads.
        if (!isForeignKeyViolation(error)) throw error;
        deps.credentials.forget(station.reference);
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (options.door !== undefined && doorInStatement) await doorRecorded(deps, station, options.door, now);
      else if (options.door !== undefined) {
        const newest = accepted.at(-1)?.reading.receivedAt ?? now;
        const record = uploadRecordOf(options.door, newest, now, rejectedValues);
        await recordDoor(deps, station, options.door, record);
      }
      return {
        stored,
        skipped: skipped + accepted.length - stored,
        rejected,
        valuesFlagged: flaggedKeys.size,
        valuesDropped: dropped,
      };
    },

    /**
     * Keeps a history source's own daily extremes (summaries/imported-extremes.ts) for the station's days
     * that hold readings, and applies them to those days' summaries now (later recomputations apply them
     * again). Days without readings are left out. Returns how many days took them.
     */
    storeSourceExtremes(station: UploadStation, source: string, days: readonly SourceDayExtremes[]) {
      return storeSourceExtremes(deps, station, source, days);
    },
  };
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
