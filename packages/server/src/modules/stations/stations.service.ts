import {
  type AdminWeatherStation,
  type ApiErrorItem,
  checkStationBody,
  type ListQuery,
  type OtherStation,
  STATION_MESSAGES,
  type StationBody,
  type StationInput,
} from '@meteodeck/contract';
import { conflict, invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { randomSecret } from '../../random-secret.ts';
import { toRowPage } from '../list-page.ts';
import type { UnitsRepository } from '../units/index.ts';
import { createStationStateRepository } from './station-state.repository.ts';
import { timeZoneAt } from './station-time-zone.ts';
import { createStationsRepository, type Station, type StationsRepository } from './stations.repository.ts';

/**
 * A station in the API's shape, `apiToken` included. Routes send it through the public or the admin
 * response schema; the public one drops the token.
 */
export function toWeatherStationResponse(station: Station): AdminWeatherStation {
  return {
    id: station.id,
    reference: station.reference,
    name: station.name,
    description: station.description,
    shortDescription: station.shortDescription,
    country: station.country,
    address: station.address,
    city: station.city,
    postalCode: station.postalCode,
    lat: station.lat,
    lng: station.lng,
    elevation: station.elevation,
    model: station.model,
    apiToken: station.apiToken,
    preferedUnit: station.preferedUnit,
    timezone: station.timezone,
    ...(station.dayStartHour === 7 || station.dayStartHour === 9
      ? { dayStartHour: station.dayStartHour }
      : {}),
    otherStations: station.otherStations,
    rainMainSource: station.rainMainSource,
    createdAt: new Date(station.createdAt).toISOString(),
    updatedAt: new Date(station.updatedAt).toISOString(),
  };
}

/** The column's text for a station's other stations: JSON, or null for none. */
function otherStationsColumn(stations: readonly OtherStation[]): string | null {
  return stations.length === 0 ? null : JSON.stringify(stations);
}

/**
 * Another module's part of a station's deletion: removes every row that module keeps of station
 * `stationId`, on `trx`, the transaction that deletes the station. Each module's deleter lives in its own
 * repository; the composition root hands them to {@link createStationsService}, so stations imports none of
 * the modules above it.
 */
export type StationDataDeleter = (trx: Db, stationId: number) => Promise<void>;

export interface StationsService {
  /** One page of stations (newest first unless `order` is ASC) and the total count of stations. */
  list(query: ListQuery): Promise<{ weatherStations: AdminWeatherStation[]; numberOfResult: number }>;
  /** The station of `reference`; throws notFound (404) when there is none. */
  get(reference: string): Promise<AdminWeatherStation>;
  /**
   * Creates a station: 400 with every problem (an unknown `preferedUnit` included), 409 for a taken
   * reference. An empty apiToken is generated (32 URL-safe characters); an empty timezone is derived from
   * lat/lng.
   */
  create(body: StationBody): Promise<AdminWeatherStation>;
  /**
   * Replaces station `id` (404 when absent; 400 / 409 as for create). An empty apiToken keeps the current
   * one. The timezone is re-derived when lat/lng change, unless the body names a different zone; a changed
   * zone re-keys the station's summaries before the answer.
   */
  update(id: number, body: StationBody): Promise<AdminWeatherStation>;
  /**
   * Deletes station `id` with everything kept of it (each handed deleter's rows, its reported state) in one
   * transaction: all or nothing. 404 when absent.
   */
  remove(id: number): Promise<void>;
  /** Gives station `id` a new apiToken (32 URL-safe characters); the old one stops at once. 404 when absent. */
  regenerateToken(id: number): Promise<AdminWeatherStation>;
  /**
   * Sets the local hour station `id`'s day starts at (0, 7 or 9) and the month its rain season starts in
   * (the climate settings); a changed hour rebuilds its summaries into the new days before the answer,
   * as a changed time zone does. 404 when absent.
   */
  setStationDay(id: number, day: StationDay): Promise<void>;
}

/** A station's day and rain season (the climate settings' part kept with the station). */
export interface StationDay {
  dayStartHour: number;
  rainSeasonStartMonth: number;
}

/** What a rebuild of a station's summaries needs: its zone and the hour its day starts at. */
export interface StationDayKey {
  id: number;
  timezone: string;
  dayStartHour: number;
}

/** Station use cases. */
export function createStationsService(deps: {
  stations: StationsRepository;
  units: UnitsRepository;
  clock: Clock;
  /** The root database handle: the station's deletion opens its transaction on it. */
  db: Db;
  /** The other modules' parts of a station's deletion, run in this order before the station's own rows. */
  deleters: readonly StationDataDeleter[];
  /** Told the id of a station just updated or deleted, so caches of its data can drop it. */
  changed?: (stationId: number) => void;
  /**
   * Recomputes a station's summaries in its new time zone or day (its local days and the rollups aligned
   * on its day's start), run after either changed: readings-summary-rebuild's station rebuild.
   */
  rekeySummaries?: (station: StationDayKey) => Promise<void>;
}): StationsService {
  const { stations, units, clock, changed = () => {} } = deps;
  const missing = (id: number) => notFound(`Station météo ${id} introuvable`);

  /** Checks the body and resolves its unit set; every 400 problem is reported together. */
  async function checkBody(body: StationBody, exceptId?: number): Promise<StationInput & { unitId: number }> {
    const result = checkStationBody(body);
    const problems: ApiErrorItem[] = result.ok ? [] : [...result.problems];
    const unitType = (body.preferedUnit ?? '').trim();
    const unit = unitType === '' ? undefined : await units.findByType(unitType);
    if (unitType !== '' && unit === undefined && !problems.some((p) => p.propertyPath === 'preferedUnit')) {
      problems.push({ propertyPath: 'preferedUnit', message: STATION_MESSAGES.unknownUnit(unitType) });
    }
    if (!result.ok || unit === undefined || problems.length > 0) throw invalidAll(problems);
    const holder = await stations.findByReference(result.value.reference);
    if (holder !== undefined && holder.id !== exceptId) {
      throw conflict(STATION_MESSAGES.referenceTaken(result.value.reference), 'reference');
    }
    return { ...result.value, unitId: unit.id };
  }

  function columns(input: StationInput & { unitId: number }) {
    return {
      reference: input.reference,
      name: input.name,
      description: input.description,
      short_description: input.shortDescription,
      country: input.country,
      address: input.address,
      city: input.city,
      postal_code: input.postalCode,
      lat: input.lat,
      lng: input.lng,
      elevation: input.elevation,
      model: input.model,
      prefered_unit_id: input.unitId,
    };
  }

  return {
    async list(query) {
      const [page, numberOfResult] = await Promise.all([stations.list(toRowPage(query)), stations.count()]);
      return { weatherStations: page.map(toWeatherStationResponse), numberOfResult };
    },
    async get(reference) {
      return toWeatherStationResponse(await stations.getByReference(reference));
    },
    async create(body) {
      const input = await checkBody(body);
      const now = clock.now();
      const station = await stations.insert({
        ...columns(input),
        api_token: input.apiToken ?? randomSecret(24),
        timezone: input.timezone ?? timeZoneAt(input.lat, input.lng),
        other_stations: otherStationsColumn(input.otherStations ?? []),
        rain_main_source: input.rainMainSource ?? 'bucket',
        created_at: now,
        updated_at: now,
      });
      return toWeatherStationResponse(station);
    },
    async update(id, body) {
      const current = await stations.findById(id);
      if (current === undefined) throw missing(id);
      const input = await checkBody(body, id);
      const moved = input.lat !== current.lat || input.lng !== current.lng;
      // A form that echoes the stored zone has not chosen one: moving the station re-derives it.
      const chosen = input.timezone !== undefined && input.timezone !== current.timezone;
      const timezone =
        chosen || !moved ? (input.timezone ?? current.timezone) : timeZoneAt(input.lat, input.lng);
      const updated = await stations.update(id, {
        ...columns(input),
        api_token: input.apiToken ?? current.apiToken,
        timezone,
        other_stations: otherStationsColumn(input.otherStations ?? current.otherStations),
        rain_main_source: input.rainMainSource ?? current.rainMainSource,
        updated_at: clock.now(),
      });
      if (updated === undefined) throw missing(id);
      changed(id);
      if (updated.timezone !== current.timezone && deps.rekeySummaries !== undefined) {
        // The answer waits for the re-keyed summaries: the history pages never mix the two zones after it.
        await deps.rekeySummaries({ id, timezone: updated.timezone, dayStartHour: updated.dayStartHour });
        changed(id);
      }
      return toWeatherStationResponse(updated);
    },
    async remove(id) {
      const deleted = await inTransaction(deps.db, async (trx) => {
        for (const deleteOf of deps.deleters) await deleteOf(trx, id);
        await createStationStateRepository(trx).deleteOfStation(id);
        return createStationsRepository(trx).delete(id);
      });
      if (!deleted) throw missing(id);
      changed(id);
    },
    async regenerateToken(id) {
      const updated = await stations.update(id, { api_token: randomSecret(24), updated_at: clock.now() });
      if (updated === undefined) throw missing(id);
      // Ingestion's cached credentials are dropped here and, through the change log, in other processes.
      changed(id);
      return toWeatherStationResponse(updated);
    },
    async setStationDay(id, day) {
      const current = await stations.findById(id);
      if (current === undefined) throw missing(id);
      if (
        current.dayStartHour === day.dayStartHour &&
        current.rainSeasonStartMonth === day.rainSeasonStartMonth
      ) {
        return;
      }
      const updated = await stations.update(id, {
        day_start_hour: day.dayStartHour,
        rain_season_start_month: day.rainSeasonStartMonth,
        updated_at: clock.now(),
      });
      if (updated === undefined) throw missing(id);
      // Uploads fold into the new days from here on (their cached station is dropped).
      changed(id);
      if (updated.dayStartHour !== current.dayStartHour && deps.rekeySummaries !== undefined) {
        // As for a new time zone: the answer waits, the history pages never mix the two days after it.
        await deps.rekeySummaries({ id, timezone: updated.timezone, dayStartHour: updated.dayStartHour });
        changed(id);
      }
    },
  };
}
