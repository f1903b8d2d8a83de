/**
 * The three doors (DESIGN §5) in front of the one pipeline (ingest/readings.service.ts): each checks the
 * station's credentials, parses its transport into CanonicalReadings and hands them to `ingest` with what
 * the request says of the station. The doors' requests are counted in flight per station, so a time-zone
 * change can wait for them before it re-keys the station's summaries.
 */
import type { ApiErrorItem, ReadingsRequest, ReadingsResult } from '@meteodeck/contract';
import { invalidAll } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { ReadingsService } from '../ingest/readings.service.ts';
import { ECOWITT_FIELDS, parseEcowittUpload } from './ecowitt.ts';
import { fromJsonReading } from './json.ts';
import type { StationCredentials, UploadStation } from './station-credentials.ts';
import { describeFields, sensorFields, type UploadFields } from './upload-fields.ts';
import { parseWuUpload, WU_FIELDS } from './wu.ts';

export interface DoorsServiceDeps {
  /** The pipeline the doors hand their readings to. */
  ingestion: Pick<ReadingsService, 'ingest'>;
  credentials: StationCredentials;
  clock: Clock;
}

/**
 * Requests storing readings, per station: what a time-zone change waits for before it re-keys the
 * station's summaries, so that no reading folds into the old zone's days after the re-key.
 */
function createInFlightRequests() {
  const running = new Map<number, Set<Promise<unknown>>>();
  return {
    /** Runs `work` for station `stationId`, counted as in flight until it settles. */
    track<T>(stationId: number, work: () => Promise<T>): Promise<T> {
      const request = work();
      const set = running.get(stationId) ?? new Set();
      set.add(request);
      running.set(stationId, set);
      const forget = () => {
        set.delete(request);
        if (set.size === 0 && running.get(stationId) === set) running.delete(stationId);
      };
      request.then(forget, forget);
      return request;
    },
    /** Resolves once the requests of `stationId` in flight now have settled (failed ones too). */
    async settle(stationId: number): Promise<void> {
      await Promise.allSettled([...(running.get(stationId) ?? [])]);
    },
  };
}

/** A console door refuses its single reading with 400 when the pipeline rejected it. */
function refuseRejected(result: ReadingsResult): void {
  if (result.rejected.length === 0) return;
  throw invalidAll(
    result.rejected.map((r): ApiErrorItem => ({ message: r.reason, propertyPath: 'dateutc' })),
  );
}

/** The doors: `ingestWeatherUnderground`, `ingestEcowitt`, `ingestJson`, `authenticate` and `settle`. */
export function createDoorsService(deps: DoorsServiceDeps) {
  const { ingestion, credentials } = deps;
  const inFlight = createInFlightRequests();
  return {
    /**
     * Resolves once the door requests of station `stationId` in flight now have finished storing (a
     * time-zone change waits for them before it re-keys the summaries).
     */
    settle(stationId: number): Promise<void> {
      return inFlight.settle(stationId);
    },

    /** Checks a station's upload credentials (401 otherwise); see StationCredentials. */
    authenticate(reference: string | undefined, token: string | undefined): Promise<UploadStation> {
      return credentials.authenticate(reference, token);
    },

    /**
     * The Weather Underground door: credentials from `ID` and `PASSWORD` (401), then the reading (400 with
     * every problem when malformed or refused). A duplicate is accepted silently, as consoles retry.
     */
    async ingestWeatherUnderground(fields: UploadFields): Promise<ReadingsResult> {
      const upload = parseWuUpload(fields, deps.clock.now());
      const station = await credentials.authenticate(upload.reference, upload.token);
      const reading = upload.reading;
      if (reading === null) throw invalidAll(upload.problems);
      const door = {
        protocol: 'wunderground',
        sensors: sensorFields(fields),
        fields: describeFields(fields, WU_FIELDS),
      };
      const result = await inFlight.track(station.id, () =>
        ingestion.ingest(station, [{ reading, raw: fields }], { door }),
      );
      refuseRejected(result);
      return result;
    },

    /** The Ecowitt door: credentials from the path (401), then the form (400 when malformed or refused). */
    async ingestEcowitt(reference: string, token: string, fields: UploadFields): Promise<ReadingsResult> {
      const station = await credentials.authenticate(reference, token);
      const upload = parseEcowittUpload(fields, deps.clock.now());
      const reading = upload.reading;
      if (reading === null) throw invalidAll(upload.problems);
      const door = {
        protocol: 'ecowitt',
        sensors: sensorFields(fields),
        fields: describeFields(fields, ECOWITT_FIELDS),
      };
      const result = await inFlight.track(station.id, () =>
        ingestion.ingest(station, [{ reading, raw: fields }], { door }),
      );
      refuseRejected(result);
      return result;
    },

    /**
     * The JSON door, for a station already authenticated (before its body was read: the station is looked
     * up again, its time zone may have changed meanwhile): one reading or an array, canonical units.
     */
    async ingestJson(station: UploadStation, body: ReadingsRequest): Promise<ReadingsResult> {
      const inputs = Array.isArray(body) ? body : [body];
      return inFlight.track(station.id, async () =>
        ingestion.ingest(
          await credentials.current(station),
          inputs.map((input) => {
            const item = fromJsonReading(input);
            const sensors = Object.entries(input.sensors ?? {}).map(([key, value]) => [key, String(value)]);
            return 'reading' in item && sensors.length > 0
              ? { ...item, raw: Object.fromEntries(sensors) }
              : item;
          }),
          { door: { protocol: 'json' } },
        ),
      );
    },
  };
}

export type DoorsService = ReturnType<typeof createDoorsService>;
