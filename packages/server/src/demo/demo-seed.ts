/**
 * The demo's two phases around the server's start: {@link seedDemo} fills the database before the app is
 * built (the Falkensee year through the importer, the editorial content through the services, all wired as the
 * app wires them: demo-wiring.ts; each once), and
 * {@link startDemoFeeds} starts the two simulated consoles once the server listens, after catching up on the
 * time the demo was off through the JSON door.
 */
import { DAY_MS, MINUTE_MS } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { DialectName } from '../db/create-db.ts';
import type { Database } from '../db/database.ts';
import { createReadingsWriteRepository } from '../modules/readings/index.ts';
import { createSiteSettingsRepository } from '../modules/site-settings/index.ts';
import {
  createStationsRepository,
  type Station,
  type StationsRepository,
} from '../modules/stations/index.ts';
import { createUnitsRepository } from '../modules/units/index.ts';
import { randomSecret } from '../random-secret.ts';
import { DEFAULT_STATION_REFERENCE } from '../seed.ts';
import {
  createDemoContentOnce,
  DEMO_FALKENSEE_REFERENCE,
  DEMO_NYC_REFERENCE,
  type DemoContentReport,
} from './demo-content.ts';
import { wireDemo } from './demo-wiring.ts';
import {
  FALKENSEE_CREDIT,
  FALKENSEE_IMPORTED_KEY,
  type FalkenseeImport,
  importFalkenseeOnce,
} from './falkensee-import.ts';
import type { Random } from './random.ts';
import { createSimulator, type Simulator, type SimulatorProtocol } from './simulator.ts';
import type { StartValues } from './weather-model.ts';

export interface DemoSeedReport {
  /** `imported: false` when the Falkensee year was imported before, or (with `skipped`) when it was not to be. */
  falkensee: FalkenseeImport;
  content: DemoContentReport;
}

/** Seeds the demo data once per database (both steps remember themselves in `settings`). */
export async function seedDemo(deps: {
  config: Readonly<Config>;
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  /** The CSV to import; default the shipped Falkensee 2019 file. */
  file?: string;
}): Promise<DemoSeedReport> {
  const { db, clock } = deps;
  // Nothing listens yet: the app is built after seeding and reads what is stored.
  const demo = await wireDemo(deps);
  const { settings } = demo;
  const readings = demo.readings.service;
  const station = await falkenseeStation(db, demo.stations.stations, clock.now());
  const imported = (await settings.find(FALKENSEE_IMPORTED_KEY)) !== undefined;
  // A station that already has readings of its own (a real one, on a database shared with `npm start`)
  // gets no invented past: 2019 under its data would also go through the slow late-reading path.
  const hasReadings =
    station !== undefined &&
    !imported &&
    (await createReadingsWriteRepository(db).findLatestState(station.id)) !== undefined;
  const falkensee: FalkenseeImport =
    station === undefined
      ? { imported: false, skipped: `${DEMO_FALKENSEE_REFERENCE} could not be created` }
      : hasReadings
        ? { imported: false, skipped: `${DEMO_FALKENSEE_REFERENCE} already has readings` }
        : await importFalkenseeOnce({
            readings,
            settings,
            station,
            clock,
            ...(deps.file ? { file: deps.file } : {}),
          });
  // The year stored now, or by an earlier start (a demo database from before the demo opened on it).
  const yearStored =
    station !== undefined &&
    (falkensee.imported ||
      (imported && (await createReadingsWriteRepository(db).findLatestState(station.id)) !== undefined));
  if (yearStored) await openOnFalkensee(db, station, clock.now());
  const content = await createDemoContentOnce(demo);
  return { falkensee, content };
}

/** The default-station site setting's name (contract SITE_SETTING_NAMES). */
const DEFAULT_STATION_SETTING = 'defaultStation';

/**
 * The demo opens on the station with the year of real data: once that year is stored, it becomes the site's
 * default station, unless a default station was already chosen ('Réglages du site', or this function on an
 * earlier start), which stays. A demo database whose year was imported before the demo did this gets it on
 * its next start; an owner's choice is a stored setting, so it is never overridden.
 */
async function openOnFalkensee(db: Kysely<Database>, station: Station, now: number): Promise<void> {
  const siteSettings = createSiteSettingsRepository(db);
  const chosen = (await siteSettings.listAll()).some((row) => row.name === DEFAULT_STATION_SETTING);
  if (chosen) return;
  await siteSettings.write(
    [{ name: DEFAULT_STATION_SETTING, value: JSON.stringify({ id: station.id }) }],
    now,
    'demo',
  );
}

/**
 * The demo station of Falkensee's real year, created once (Metric, Europe/Berlin, the data's credit in its
 * description): named as what it is, so the spec's default station SSDP41000 stays as the seed made it.
 */
async function falkenseeStation(
  db: Kysely<Database>,
  stations: StationsRepository,
  now: number,
): Promise<Station | undefined> {
  const existing = await stations.findByReference(DEMO_FALKENSEE_REFERENCE);
  if (existing !== undefined) return existing;
  const metric = await createUnitsRepository(db).findByType('Metric');
  if (metric === undefined) return undefined;
  return stations.insert({
    reference: DEMO_FALKENSEE_REFERENCE,
    name: 'Falkensee (Demo)',
    description:
      'Demo-Station mit den echten Messwerten einer privaten Wetterstation in Falkensee (Brandenburg) aus dem ' +
      'Jahr 2019, jeder Tag auf sein Datum im letzten Jahr gelegt. Sonnenstrahlung, UV, Bodentemperatur, ' +
      `Blattnässe und Feinstaub sind simuliert. ${FALKENSEE_CREDIT}.`,
    short_description: 'Demo: echte Daten aus Falkensee',
    country: 'DE',
    address: '',
    city: 'Falkensee',
    postal_code: '14612',
    lat: 52.56,
    lng: 13.08,
    elevation: 30,
    model: 'WH1080 (pywws)',
    api_token: randomSecret(),
    prefered_unit_id: metric.id,
    timezone: 'Europe/Berlin',
    // Stations of other networks near Falkensee to compare the year with ('Andere Stationen' on /about).
    other_stations: JSON.stringify([
      { name: 'Potsdam (Säkularstation)', url: 'https://meteostat.net/de/station/10379' },
      { name: 'Berlin-Tempelhof', url: 'https://meteostat.net/de/station/10384' },
      { name: 'Berlin-Dahlem (FU)', url: 'https://meteostat.net/de/station/10381' },
    ]),
    created_at: now,
    updated_at: now,
  });
}

/** Where a north German station without any reading starts: a mild, damp November day. */
const NORTH_GERMAN_NOVEMBER: Omit<StartValues, 'at'> = {
  temperature: 6,
  humidity: 85,
  pressure: 1015,
  windSpeed: 3,
  windDirection: 240,
  rainCounter: 0,
};

/** How each demo station is fed: protocol, catch-up step and how far back a catch-up may reach. */
const FEEDS: ReadonlyArray<{
  reference: string;
  protocol: SimulatorProtocol;
  stepMs: number;
  maxSpanMs: number;
  /** Where a station without any reading starts (a November day in the city). */
  fallback: Omit<StartValues, 'at'>;
}> = [
  {
    reference: DEMO_FALKENSEE_REFERENCE,
    protocol: 'wu',
    // The Falkensee console logged every 3 minutes in 2019; the simulator goes on from its last reading.
    stepMs: 3 * MINUTE_MS,
    maxSpanMs: 3 * DAY_MS,
    fallback: NORTH_GERMAN_NOVEMBER,
  },
  {
    reference: DEFAULT_STATION_REFERENCE,
    protocol: 'wu',
    stepMs: 3 * MINUTE_MS,
    maxSpanMs: 3 * DAY_MS,
    fallback: NORTH_GERMAN_NOVEMBER,
  },
  {
    reference: DEMO_NYC_REFERENCE,
    protocol: 'ecowitt',
    stepMs: 5 * MINUTE_MS,
    maxSpanMs: 3 * DAY_MS,
    fallback: {
      temperature: 9,
      humidity: 60,
      pressure: 1018,
      windSpeed: 4,
      windDirection: 300,
      rainCounter: 900,
    },
  },
];

export interface DemoFeeds {
  /** The running simulators, by station reference. */
  simulators: Map<string, Simulator>;
  /** Readings stored by the catch-up, by station reference. */
  caughtUp: Map<string, number>;
  stop(): void;
}

/** Where a station's simulator starts: its newest stored reading, or `maxSpanMs` ago with the fallback. */
async function startValues(
  db: Kysely<Database>,
  station: Station,
  nowMs: number,
  feed: (typeof FEEDS)[number],
): Promise<StartValues> {
  const readings = createReadingsWriteRepository(db);
  const last = await readings.findBefore(station.id, Number.MAX_SAFE_INTEGER);
  if (last === undefined) return { at: nowMs - feed.maxSpanMs, ...feed.fallback };
  const counter =
    last.rain_counter_mm ??
    (await readings.findCounterBefore(station.id, 'rain_counter_mm', last.received_at + 1));
  return {
    at: last.received_at,
    temperature: last.temperature_c,
    humidity: last.humidity_pct,
    pressure: last.pressure_rel_hpa,
    windSpeed: last.wind_speed_ms,
    windDirection: last.wind_dir_deg,
    rainCounter: counter ?? feed.fallback.rainCounter ?? 0,
  };
}

/**
 * Builds the simulators of the demo stations that exist, lets each catch up to now through the JSON door and,
 * unless `autoStart` is false, starts them (one upload every `intervalMs`, 16 s by default).
 */
export async function startDemoFeeds(deps: {
  db: Kysely<Database>;
  baseUrl: string;
  clock: Clock;
  random: Random;
  intervalMs?: number;
  autoStart?: boolean;
  fetch?: typeof fetch;
  onError?: (reference: string, error: Error) => void;
}): Promise<DemoFeeds> {
  const stations = createStationsRepository(deps.db);
  const simulators = new Map<string, Simulator>();
  const caughtUp = new Map<string, number>();
  for (const feed of FEEDS) {
    const station = await stations.findByReference(feed.reference);
    if (station === undefined) continue;
    const simulator = createSimulator({
      baseUrl: deps.baseUrl,
      station: {
        reference: station.reference,
        apiToken: station.apiToken,
        timezone: station.timezone,
        site: { lat: station.lat, lng: station.lng, elevation: station.elevation },
      },
      protocol: feed.protocol,
      start: await startValues(deps.db, station, deps.clock.now(), feed),
      random: deps.random,
      clock: deps.clock,
      ...(deps.intervalMs === undefined ? {} : { intervalMs: deps.intervalMs }),
      ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
      onError: (error) => deps.onError?.(station.reference, error),
    });
    try {
      caughtUp.set(station.reference, await simulator.catchUp(feed.stepMs, feed.maxSpanMs));
    } catch (error) {
      // A hole in the history is no reason to keep the live feed from running.
      deps.onError?.(station.reference, error instanceof Error ? error : new Error(String(error)));
      caughtUp.set(station.reference, 0);
    }
    simulators.set(station.reference, simulator);
  }
  if (deps.autoStart !== false) for (const simulator of simulators.values()) simulator.start();
  return {
    simulators,
    caughtUp,
    stop() {
      for (const simulator of simulators.values()) simulator.stop();
    },
  };
}
