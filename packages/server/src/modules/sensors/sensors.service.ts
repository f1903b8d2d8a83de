/**
 * A station's extra sensors in the back office (listed with what is new, their last values and batteries,
 * the fields nothing reads and the last raw uploads; named, shown or hidden, placed) and in the public
 * answers (the visible sensors' current values, their days' and a period's summaries).
 */
import type {
  AdminSensor,
  PublicSensors,
  SensorDay,
  SensorFold,
  SensorSeries,
  SensorSeriesQuery,
  SensorSettingsBody,
  SensorSummaries,
  SensorSummariesQuery,
  StationSensors,
} from '@meteodeck/contract';
import { SENSOR_SUMMARY_MAX_DAYS } from '@meteodeck/contract';
import { daysBetween } from '@meteodeck/weather';
import { invalid, notFound } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { descriptorOf } from './sensor-keys.ts';
import { sensorSeries } from './sensor-series.ts';
import { importedMarksOf } from './sensors-imported-extremes.ts';
import { RAW_UPLOADS_KEPT } from './sensors-ingest.ts';
import { createSensorsReadRepository, type SensorDayRow, type SensorRow } from './sensors-read.repository.ts';
import { createUploadFieldsRepository } from './upload-fields.repository.ts';

export interface SensorsServiceDeps {
  db: Db;
  /** Station `id`'s row, undefined when there is none. */
  findStation(id: number): Promise<{ id: number } | undefined>;
  /** The station of `reference` (its id, time zone and day start hour), or a 404. */
  getStationByReference(reference: string): Promise<{ id: number; timezone: string; dayStartHour?: number }>;
  /** Writes the raw uploads waiting to be kept (payload-keeper.ts), so the list shows the last one. */
  flushPayloads?: () => Promise<void>;
  /**
   * Told after the owner saved the sensors' settings: the public answers built on them (records, home
   * tiles' badges) are dropped, here and in the other processes.
   */
  settingsChanged?: (stationId: number) => void;
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const unitOf = (kind: string) => descriptorOf(kind)?.unit ?? '';

/** A sensor row as the back office lists it. */
export function toAdminSensor(row: SensorRow): AdminSensor {
  return {
    key: row.sensor_key,
    kind: row.kind,
    channel: row.channel,
    name: row.name,
    visibility: row.visibility === 'admin' ? 'admin' : 'public',
    homeTile: row.home_tile === 1,
    position: row.position,
    isNew: row.is_new === 1,
    unit: unitOf(row.kind),
    firstSeenAt: iso(row.first_seen_at),
    lastSeenAt: iso(row.last_seen_at),
    lastValue: row.last_value,
    lastValueAt: isoOrNull(row.last_value_at),
    battery: row.battery,
    signal: row.signal,
  };
}

/** A day row as the answers show it; a counter has no mean. */
function toSensorDay(row: SensorDayRow): SensorDay {
  return {
    day: row.day,
    min: row.min,
    minAt: iso(row.min_at),
    max: row.max,
    maxAt: iso(row.max_at),
    ...importedMarksOf(row, row),
    mean: row.counter === 1 || row.count === 0 ? null : row.sum / row.count,
    sum: row.sum,
    count: row.count,
    last: row.last,
    lastAt: iso(row.last_at),
  };
}

/**
 * The fold of a period's days: extremes (ties: the earliest) marked when imported, sums, the latest value;
 * null without days.
 */
export function foldPeriod(rows: readonly SensorDayRow[]): SensorFold | null {
  const first = rows[0];
  if (first === undefined) return null;
  let min = first;
  let max = first;
  let last = first;
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    if (row.min < min.min || (row.min === min.min && row.min_at < min.min_at)) min = row;
    if (row.max > max.max || (row.max === max.max && row.max_at < max.max_at)) max = row;
    if (row.last_at > last.last_at) last = row;
    sum += row.sum;
    count += row.count;
  }
  return {
    min: min.min,
    minAt: iso(min.min_at),
    max: max.max,
    maxAt: iso(max.max_at),
    ...importedMarksOf(min, max),
    mean: first.counter === 1 || count === 0 ? null : sum / count,
    sum,
    count,
    last: last.last,
    lastAt: iso(last.last_at),
  };
}

export function createSensorsService(deps: SensorsServiceDeps) {
  const repo = createSensorsReadRepository(deps.db);
  const uploadFields = createUploadFieldsRepository(deps.db);

  async function stationById(id: number) {
    const station = await deps.findStation(id);
    if (station === undefined) throw notFound(`Station météo ${id} introuvable`);
    return station;
  }

  const service = {
    /** Station `id`'s sensors, unmapped fields and last raw uploads; 404 for an unknown station. */
    async list(id: number): Promise<StationSensors> {
      const station = await stationById(id);
      await deps.flushPayloads?.();
      const [sensors, unmapped, uploads] = await Promise.all([
        repo.listSensors(station.id),
        uploadFields.listUnmapped(station.id),
        uploadFields.listPayloads(station.id, RAW_UPLOADS_KEPT),
      ]);
      return {
        sensors: sensors.map(toAdminSensor),
        unmapped: unmapped.map((row) => ({
          ...row,
          firstSeenAt: iso(row.firstSeenAt),
          lastSeenAt: iso(row.lastSeenAt),
        })),
        uploads: uploads.map((row) => ({ ...row, receivedAt: iso(row.receivedAt) })),
      };
    },

    /**
     * Saves the owner's settings of station `id`'s sensors; every sensor is then no longer new. A key the
     * station has no sensor of is a 400 (nothing saved); a key given twice too.
     */
    async saveSettings(id: number, body: SensorSettingsBody): Promise<StationSensors> {
      const station = await stationById(id);
      const known = new Set((await repo.listSensors(station.id)).map((row) => row.sensor_key));
      const keys = new Set<string>();
      for (const [index, setting] of body.sensors.entries()) {
        if (!known.has(setting.key))
          throw invalid(`Capteur ${setting.key} inconnu pour cette station`, `sensors[${index}].key`);
        if (keys.has(setting.key)) throw invalid(`Capteur ${setting.key} en double`, `sensors[${index}].key`);
        keys.add(setting.key);
      }
      const named = body.sensors.map((setting) => {
        const name = setting.name?.trim() ?? '';
        return { ...setting, name: name === '' ? null : name };
      });
      await repo.saveSettings(station.id, named);
      deps.settingsChanged?.(station.id);
      return service.list(id);
    },

    /** The public sensors of station `reference` with their current values, by position; 404 if none. */
    async current(reference: string): Promise<PublicSensors> {
      const station = await deps.getStationByReference(reference);
      const rows = await repo.listPublicSensors(station.id);
      return {
        sensors: rows.map((row) => ({
          key: row.sensor_key,
          kind: row.kind,
          channel: row.channel,
          name: row.name,
          unit: unitOf(row.kind),
          homeTile: row.home_tile === 1,
          value: row.last_value,
          at: isoOrNull(row.last_value_at),
        })),
      };
    },

    /**
     * The public sensors' summaries of station `reference` from `from` to `to` (station days, both
     * included, at most SENSOR_SUMMARY_MAX_DAYS): each day with values and the period's fold.
     */
    async summaries(reference: string, query: SensorSummariesQuery): Promise<SensorSummaries> {
      const span = daysBetween(query.from, query.to);
      if (span < 0) throw invalid('La date de début doit précéder la date de fin', 'to');
      if (span + 1 > SENSOR_SUMMARY_MAX_DAYS)
        throw invalid(`Période de ${SENSOR_SUMMARY_MAX_DAYS} jours au plus`, 'to');
      const station = await deps.getStationByReference(reference);
      const sensors = await repo.listPublicSensors(station.id);
      const days = await repo.listDays(
        station.id,
        sensors.map((row) => row.sensor_key),
        query.from,
        query.to,
        { timezone: station.timezone, dayStartHour: station.dayStartHour ?? 0 },
      );
      const byKey = new Map<string, SensorDayRow[]>();
      for (const day of days) {
        const list = byKey.get(day.sensor_key);
        if (list === undefined) byKey.set(day.sensor_key, [day]);
        else list.push(day);
      }
      return {
        from: query.from,
        to: query.to,
        sensors: sensors.map((row) => {
          const rows = byKey.get(row.sensor_key) ?? [];
          return {
            key: row.sensor_key,
            kind: row.kind,
            channel: row.channel,
            name: row.name,
            unit: unitOf(row.kind),
            days: rows.map(toSensorDay),
            period: foldPeriod(rows),
          };
        }),
      };
    },

    /**
     * The public sensors' series of station `reference` from local day `from` to `to` (both included, at
     * most SENSOR_SERIES_MAX_DAYS), bucketed by the window's length, with their days' extremes.
     */
    async series(reference: string, query: SensorSeriesQuery): Promise<SensorSeries> {
      const station = await deps.getStationByReference(reference);
      const sensors = await repo.listPublicSensors(station.id);
      return sensorSeries(repo, station, sensors, query, unitOf);
    },
  };
  return service;
}

export type SensorsService = ReturnType<typeof createSensorsService>;
