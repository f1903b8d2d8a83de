import { freshnessOf, isBatteryLow, type StationUploadList, type StatusReport } from '@meteodeck/contract';
import { localDate } from '@meteodeck/weather';
import { notFound } from '../../app-error.ts';
import type { ReadingFlagsRepository, ReadingsReadRepository } from '../readings/index.ts';
import { localDayRange } from '../readings/index.ts';
import type { StationStateRepository, StationsRepository } from '../stations/index.ts';

/**
 * The public status answer (contract status.ts): each station's newest reading, its age and freshness, the
 * newest upload through each door, its readings and kept-out values today, and the battery and signal
 * values its consoles sent last.
 */
export function createStatusService(deps: {
  stations: Pick<StationsRepository, 'listAll' | 'findById'>;
  readings: Pick<ReadingsReadRepository, 'findLatest' | 'countBetween'>;
  flags: Pick<ReadingFlagsRepository, 'countKeptOutBetween'>;
  state: Pick<StationStateRepository, 'listUploads' | 'listSensors'>;
  now: () => number;
}) {
  const list = (text: string | null): unknown[] => (text === null ? [] : (JSON.parse(text) as unknown[]));
  return {
    /**
     * Each door's newest upload of station `id` with its fields and the values quality control took out,
     * newest first (the back office's connection view); 404 for an unknown station.
     */
    async uploadsOf(id: number): Promise<StationUploadList> {
      if ((await deps.stations.findById(id)) === undefined) throw notFound(`Station météo ${id} introuvable`);
      const rows = await deps.state.listUploads(id);
      return {
        uploads: rows.map((row) => ({
          protocol: row.protocol,
          readingAt: new Date(row.readingAt).toISOString(),
          receivedAt: new Date(row.receivedAt).toISOString(),
          fieldsSeen: list(row.fieldsSeen) as string[],
          fieldsIgnored: list(row.fieldsIgnored) as string[],
          rejected: list(row.rejected) as { measure: string; value: number; reason: string }[],
        })),
      };
    },

    async report(): Promise<StatusReport> {
      const now = deps.now();
      const stations = await deps.stations.listAll();
      const rows = await Promise.all(
        stations.map(async (station) => {
          const today = localDayRange(localDate(now, station.timezone), station.timezone);
          const [latest, uploadsNewestFirst, sensors, readingsToday, valuesRejectedToday] = await Promise.all(
            [
              deps.readings.findLatest(station.id),
              deps.state.listUploads(station.id),
              deps.state.listSensors(station.id),
              deps.readings.countBetween(station.id, today.from, today.to),
              deps.flags.countKeptOutBetween(station.id, today.from, today.to),
            ],
          );
          const uploads = [...uploadsNewestFirst].sort((a, b) => (a.protocol < b.protocol ? -1 : 1));
          const newestUpload = [...uploads].sort((a, b) => b.readingAt - a.readingAt)[0];
          const at = latest === undefined ? null : Number(latest.received_at);
          const ageOf = (instant: number) => Math.max(0, Math.floor((now - instant) / 1000));
          const age = at === null ? null : ageOf(at);
          return {
            reference: station.reference,
            name: station.name,
            city: station.city,
            lastReadingAt: at === null ? null : new Date(at).toISOString(),
            lastReadingAgeSeconds: age,
            freshness: freshnessOf(age),
            uploads: uploads.map((u) => ({
              protocol: u.protocol,
              lastReadingAt: new Date(u.readingAt).toISOString(),
              ageSeconds: ageOf(u.readingAt),
            })),
            readingsToday,
            valuesRejectedToday,
            protocol: newestUpload?.protocol ?? null,
            sensors: sensors.map((s) => ({
              name: s.name,
              value: s.value,
              low: isBatteryLow(s.name, s.value),
            })),
          };
        }),
      );
      return { generatedAt: new Date(now).toISOString(), stations: rows };
    },
  };
}

export type StatusService = ReturnType<typeof createStatusService>;
