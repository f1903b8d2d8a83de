/**
 * The extra sensors' part of an upload, run in its ingestion transaction (readings' upload hook): each
 * sensor's value within its kind's bounds kept and folded into its station day (the station's time zone
 * and day start hour, weather's station-day.ts, as the daily summaries of the main measures) and the sensors
 * never seen added as new, under a savepoint: a failure here is logged and leaves the reading stored. An
 * upload without extra sensors (a station with the base measures only) writes nothing here. The raw fields
 * of the console doors' uploads and the fields nothing reads are handed to the payload keeper, which
 * writes them after (payload-keeper.ts).
 */
import { daySpannerOf, type UploadHook } from '../readings/index.ts';
import type { PayloadKeeper } from './payload-keeper.ts';
import { isCounter } from './sensor-keys.ts';
import { rawPayloadOf, readSensorUpload } from './sensor-upload.ts';
import { createSensorsWriteRepository } from './sensors-write.repository.ts';

/** Raw uploads kept per station (the newest). */
export const RAW_UPLOADS_KEPT = 20;

export interface SensorsIngestDeps {
  log: { warn(details: object, message: string): void };
  /** Told of the values out of their kind's bounds, dropped from an upload of station `reference`. */
  onRejected?: (reference: string, count: number) => void;
  /** Where the console doors' raw uploads go. */
  payloads: PayloadKeeper;
}

/** The upload hook that keeps a station's extra sensors. */
export function createSensorsIngest(deps: SensorsIngestDeps): UploadHook {
  return async (trx, upload) => {
    const { station, protocol, receivedAt, now } = upload;
    const read = readSensorUpload(protocol, upload.fields, upload.ignored);
    if (read.rejected.length > 0) {
      deps.onRejected?.(station.reference, read.rejected.length);
      deps.log.warn(
        {
          station: station.reference,
          receivedAt: new Date(receivedAt).toISOString(),
          dropped: read.rejected,
        },
        'impossible extra sensor values dropped',
      );
    }
    if (protocol !== 'json') {
      const fields = JSON.stringify(rawPayloadOf(upload.fields));
      deps.payloads.add({ stationId: station.id, protocol, at: now, fields });
    }
    deps.payloads.addUnmapped(station.id, protocol, read.unmapped, now);
    if (read.values.length === 0) return;
    const repo = createSensorsWriteRepository(trx);
    await repo.underSavepoint(
      async () => {
        await repo.upsertSensors(
          station.id,
          read.values.map((v) => ({ ...v, kind: v.descriptor.kind })),
          receivedAt,
          now,
        );
        const inserted = await repo.insertValues(station.id, read.values, receivedAt);
        const { day } = daySpannerOf({
          timezone: station.timezone,
          dayStartHour: station.dayStartHour ?? 0,
        })(receivedAt);
        await repo.foldDays(
          station.id,
          read.values
            .filter((v) => inserted.has(v.key))
            .map((v) => ({
              key: v.key,
              day,
              counter: isCounter(v.descriptor),
              value: v.value,
              at: receivedAt,
            })),
        );
      },
      (error) =>
        deps.log.warn(
          { station: station.reference, err: error },
          'extra sensors of an upload not kept (the reading is stored)',
        ),
    );
  };
}
