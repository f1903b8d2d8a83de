/**
 * First-start data: the Metric and Imperial unit sets, the default station SSDP41000 and the first admin.
 * Each group is created only when its table is empty, so a second start (or a restart after an admin
 * deleted the seeded station) adds nothing.
 */
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { hashPassword } from './modules/auth/index.ts';
import { createStationsRepository } from './modules/stations/index.ts';
import { createUnitsRepository } from './modules/units/index.ts';
import { createUsersRepository } from './modules/users/index.ts';
import { randomSecret } from './random-secret.ts';

export const DEFAULT_STATION_REFERENCE = 'SSDP41000';
export const DEFAULT_ADMIN_EMAIL = 'admin@meteodeck.local';

/**
 * Spec §2 /about: 'Andere Stationen', external links to three other stations. The default station's are its
 * real neighbours of other networks (DWD's Emden and Lingen, KNMI's Groningen-Eelde across the border, by
 * their WMO numbers on Meteostat); the owner changes them in the station's form.
 */
export const DEFAULT_OTHER_STATIONS = [
  { name: 'Emden (DWD)', url: 'https://meteostat.net/de/station/10200' },
  { name: 'Lingen (DWD)', url: 'https://meteostat.net/de/station/10305' },
  { name: 'Groningen-Eelde (KNMI)', url: 'https://meteostat.net/de/station/06280' },
] as const;

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
  /** Set only when the admin was created now with a generated password: the file that holds it. */
  adminPasswordFile?: string;
}

/**
 * Writes `secret` to `file`, readable and writable by the owner only (mode 600, also when the file was
 * there before), creating its folder (mode 700) when missing.
 */
function writeOwnerOnly(file: string, secret: string): void {
  const folder = dirname(file);
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * Seeds an empty database. A generated admin password is written once to `config.adminPasswordFile`
 * (mode 600) and `print` receives the notice naming that file, never the password: printed lines end up in
 * logs (the journal, a container's log). Needs a migrated schema.
 */
export async function seedDatabase(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'defaultStationToken' | 'adminPasswordFile'>;
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
      other_stations: JSON.stringify(DEFAULT_OTHER_STATIONS),
      created_at: now,
      updated_at: now,
    });
    report.stationCreated = true;
  }

  if ((await users.count()) === 0) {
    const password = config.adminPassword ?? randomSecret(12);
    const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
    // The file first: an admin whose password could not be written down would be locked out.
    if (config.adminPassword === undefined) writeOwnerOnly(config.adminPasswordFile, password);
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
      report.adminPasswordFile = config.adminPasswordFile;
      deps.print?.(
        `Created the first admin ${email}; its generated password is in ${config.adminPasswordFile} ` +
          "(readable by this account only). Log in, change it on the back office's 'Mon compte' page " +
          '(/admin/account), then delete the file.',
      );
    }
  }
  return report;
}
