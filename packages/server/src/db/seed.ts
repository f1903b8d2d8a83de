/**
 * First-start data: the Metric and Imperial unit sets, the default station SSDP41000 and the first admin.
 * Each group is created only when its table is empty, so a second start (or a restart after an admin
 * deleted the seeded station) adds nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { createStationsRepository } from '../modules/stations/stations.repository.ts';
import { createUnitsRepository } from '../modules/units/units.repository.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import type { Database } from './database.ts';

export const DEFAULT_STATION_REFERENCE = 'SSDP41000';
export const DEFAULT_ADMIN_EMAIL = 'admin@meteodeck.local';

const UNIT_SETS = [
  {
    type: 'Metric',
    temperature_unit: '°C',
    speed_unit: 'km/h',
    rain_unit: 'mm',
    solar_radiation_unit: 'W/m²',
    pm_unit: 'µg/m³',
    humidity_unit: '%',
    cloud_base_unit: 'm',
    wind_dir_unit: '°',
    pressure_unit: 'hPa',
  },
  {
    type: 'Imperial',
    temperature_unit: '°F',
    speed_unit: 'mph',
    rain_unit: 'in',
    solar_radiation_unit: 'W/m²',
    pm_unit: 'µg/m³',
    humidity_unit: '%',
    cloud_base_unit: 'ft',
    wind_dir_unit: '°',
    pressure_unit: 'inHg',
  },
] as const;

export interface SeedReport {
  unitsCreated: boolean;
  stationCreated: boolean;
  adminCreated: boolean;
  /** Set only when the admin was created now with a generated password (to show once). */
  generatedAdminPassword?: string;
}

/** A URL-safe random secret of `bytes` bytes of entropy. */
export function randomSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Seeds an empty database; `print` receives the one-time notice with a generated admin password.
 * Needs a migrated schema.
 */
export async function seedDatabase(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'defaultStationToken'>;
  clock: Clock;
  print?: (message: string) => void;
}): Promise<SeedReport> {
  const { db, config, clock } = deps;
  const now = clock.now();
  const units = createUnitsRepository(db);
  const stations = createStationsRepository(db);
  const users = createUsersRepository(db);
  const report: SeedReport = { unitsCreated: false, stationCreated: false, adminCreated: false };

  if ((await units.count()) === 0) {
    for (const unit of UNIT_SETS) await units.insertIfAbsent({ ...unit, created_at: now, updated_at: now });
    report.unitsCreated = true;
  }

  if ((await stations.count()) === 0) {
    const metric = await units.findByType('Metric');
    if (metric === undefined)
      throw new Error('Cannot seed the default station: the Metric unit set is missing');
    await stations.insert({
      reference: DEFAULT_STATION_REFERENCE,
      name: 'Rütenbrock',
      description:
        'Private Wetterstation in Rütenbrock im Emsland (Niedersachsen). Sie misst Temperatur, Luftfeuchtigkeit, ' +
        'Luftdruck, Wind, Niederschlag, Sonnenstrahlung, UV-Index und Feinstaub und sendet ihre Werte laufend.',
      short_description: 'Wetterstation Rütenbrock, Emsland',
      country: 'DE',
      address: '',
      city: 'Rütenbrock',
      postal_code: '49757',
      lat: 52.84,
      lng: 7.1,
      elevation: 20,
      model: 'WH2650',
      api_token: config.defaultStationToken ?? randomSecret(),
      prefered_unit_id: metric.id,
      timezone: 'Europe/Berlin',
      created_at: now,
      updated_at: now,
    });
    report.stationCreated = true;
  }

  if ((await users.count()) === 0) {
    const password = config.adminPassword ?? randomSecret(12);
    const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    await users.insert({
      email,
      firstname: 'Admin',
      lastname: 'Meteodeck',
      roles: ['ROLE_ADMIN'],
      password_hash: await hashPassword(password),
      created_at: now,
      updated_at: now,
    });
    report.adminCreated = true;
    if (config.adminPassword === undefined) {
      report.generatedAdminPassword = password;
      // Printed, not logged: log files live longer than a terminal and this line holds a secret.
      deps.print?.(
        `Created the first admin ${email} with the generated password: ${password}\n` +
          'It is shown only this once; log in and change it.',
      );
    }
  }
  return report;
}
