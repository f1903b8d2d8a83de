/**
 * Test data builders writing through the real repositories. Every value has a unique default, so a test
 * only states what matters to it: `await buildStation(t.db, { elevation: 30 })`.
 */
import type { QualitySettings, Role } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { createStationsRepository, type Station } from '../src/modules/stations/stations.repository.ts';
import { createUnitsRepository } from '../src/modules/units/units.repository.ts';
import { createUsersRepository, type User } from '../src/modules/users/users.repository.ts';
import { DEFAULT_STATION_REFERENCE } from '../src/seed.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export interface UserOverrides {
  email?: string;
  firstname?: string;
  lastname?: string;
  roles?: Role[];
  /** Plain password, hashed with the app's argon2id settings. */
  password?: string;
  now?: number;
}

/** Inserts a user (default ROLE_EDITOR) and returns it with its plain password. */
export async function buildUser(
  db: Kysely<Database>,
  overrides: UserOverrides = {},
): Promise<User & { password: string }> {
  const n = next();
  const password = overrides.password ?? `password-${n}-long-enough`;
  const now = overrides.now ?? Date.UTC(2026, 0, 1) + n;
  const user = await createUsersRepository(db).insert({
    email: overrides.email ?? `user-${n}@meteodeck.test`,
    firstname: overrides.firstname ?? `Firstname${n}`,
    lastname: overrides.lastname ?? `Lastname${n}`,
    roles: overrides.roles ?? ['ROLE_EDITOR'],
    password_hash: await hashPassword(password),
    created_at: now,
    updated_at: now,
  });
  return { ...user, password };
}

export interface StationOverrides {
  reference?: string;
  name?: string;
  description?: string;
  shortDescription?: string;
  country?: string;
  address?: string;
  city?: string;
  postalCode?: string;
  lat?: number;
  lng?: number;
  elevation?: number;
  model?: string;
  apiToken?: string;
  /** Unit set type; must exist (the seed creates Metric and Imperial). */
  preferedUnit?: string;
  timezone?: string;
  /** The spike filter (default: the defaults); {@link NO_SPIKE_FILTER} for data with deliberate peaks. */
  quality?: QualitySettings;
  createdAt?: number;
}

/**
 * A station whose test data has deliberate peaks no real station shows (a 40 °C hour in a 15 °C week, an
 * archive row at -23.4 °C among 10 °C ones), for tests of something else than the spike filter.
 */
export const NO_SPIKE_FILTER: QualitySettings = { enabled: false, rules: [] };

/** Inserts a station (Metric, Clermont-Ferrand area by default) and returns it, apiToken included. */
export async function buildStation(db: Kysely<Database>, overrides: StationOverrides = {}): Promise<Station> {
  const n = next();
  const unitType = overrides.preferedUnit ?? 'Metric';
  const unit = await createUnitsRepository(db).findByType(unitType);
  if (unit === undefined)
    throw new Error(`buildStation: unit set ${unitType} does not exist (seed the database)`);
  const createdAt = overrides.createdAt ?? Date.UTC(2026, 0, 1) + n * 1000;
  return createStationsRepository(db).insert({
    reference: overrides.reference ?? `TEST${String(n).padStart(5, '0')}`,
    name: overrides.name ?? `Station ${n}`,
    description: overrides.description ?? `Description of station ${n}`,
    short_description: overrides.shortDescription ?? `Station ${n}`,
    country: overrides.country ?? 'FR',
    address: overrides.address ?? `${n} rue de la Pluie`,
    city: overrides.city ?? 'Clermont-Ferrand',
    postal_code: overrides.postalCode ?? '63000',
    lat: overrides.lat ?? 45.78,
    lng: overrides.lng ?? 3.08,
    elevation: overrides.elevation ?? 400,
    model: overrides.model ?? 'WS2900',
    api_token: overrides.apiToken ?? `station-token-${n}`,
    prefered_unit_id: unit.id,
    timezone: overrides.timezone ?? 'Europe/Paris',
    quality_settings: overrides.quality === undefined ? null : JSON.stringify(overrides.quality),
    created_at: createdAt,
    updated_at: createdAt,
  });
}

/**
 * Makes unit set `type` (seeded: 'Metric', 'Imperial') the preferred one of station `reference`, straight in
 * the table (no event: for a test arranging data before the station's answers are read).
 */
export async function setStationUnits(db: Kysely<Database>, reference: string, type: string): Promise<void> {
  const unit = await createUnitsRepository(db).findByType(type);
  if (unit === undefined)
    throw new Error(`setStationUnits: unit set ${type} does not exist (seed the database)`);
  await db
    .updateTable('weather_stations')
    .set({ prefered_unit_id: unit.id })
    .where('reference', '=', reference)
    .execute();
}

/**
 * The body of `PUT /api/weatherStation/{id}` that keeps `station` as it is (Metric units, token unchanged),
 * with `overrides` on top: `stationUpdateBody(station, { timezone: 'Europe/Paris' })`.
 */
export function stationUpdateBody(station: Station, overrides: Record<string, unknown> = {}) {
  return {
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
    apiToken: '',
    preferedUnit: 'Metric',
    timezone: station.timezone,
    ...overrides,
  };
}

/**
 * A forwarding target of station `stationId` (the row's id), enabled, due at once: the network `service`
 * with its station id and secret as the owner would enter them. Returns its id.
 */
/** The id of the station the first start seeds (`DEFAULT_STATION_REFERENCE`). */
export async function seededStationId(db: Kysely<Database>): Promise<number> {
  const station = await db
    .selectFrom('weather_stations')
    .select('id')
    .where('reference', '=', DEFAULT_STATION_REFERENCE)
    .executeTakeFirstOrThrow();
  return station.id;
}

export async function buildForwardingTarget(
  db: Kysely<Database>,
  target: { stationId: number; service: string; networkStationId: string; secret: string; now?: number },
): Promise<number> {
  const now = target.now ?? 0;
  const row = await db
    .insertInto('forwarding_targets')
    .values({
      weather_station_id: target.stationId,
      service: target.service,
      station_id: target.networkStationId,
      secret: target.secret,
      enabled: 1,
      paused: 0,
      attempts: 0,
      next_attempt_at: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
