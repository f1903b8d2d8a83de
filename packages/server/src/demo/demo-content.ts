/**
 * The demo's editorial content, created once per database through the same services as the back office,
 * wired as the app wires them (demo-wiring.ts; so every rule of the admin forms applies): an editor account, the second station DEMO-NYC (New York,
 * Imperial units) fed by the Ecowitt simulator, three German news posts and a text observation.
 */
import { DEFAULT_STATION_REFERENCE } from '../seed.ts';
import type { DemoWiring } from './demo-wiring.ts';
import { FALKENSEE_CREDIT } from './falkensee-import.ts';

export const DEMO_EDITOR_EMAIL = 'editor@meteodeck.local';
/** Fixed so that the console can print it on every start, not only the first. */
export const DEMO_EDITOR_PASSWORD = 'demo-editor-password';
export const DEMO_NYC_REFERENCE = 'DEMO-NYC';
/** The demo station that holds Falkensee's real year (demo-seed.ts creates it before the import). */
export const DEMO_FALKENSEE_REFERENCE = 'DEMO-FALKENSEE';
/** `settings` key set once the content exists; an admin may then edit or delete it freely. */
export const DEMO_CONTENT_KEY = 'demo.content.created';

const NEWS = [
  {
    name: 'Willkommen bei meteodeck',
    description:
      'Diese Seite läuft im Demo-Modus: Drei Wetterstationen senden alle 16 Sekunden neue, simulierte Werte, ' +
      'so wie es echte Konsolen tun. Die Anzeigen auf der Startseite, die Tabellen und die Grafiken ' +
      'aktualisieren sich laufend.',
  },
  {
    name: 'Ein Jahr echte Wetterdaten aus Falkensee',
    description:
      'Die Station „Falkensee (Demo)“ zeigt die Messwerte einer privaten Wetterstation in Falkensee ' +
      '(Brandenburg) aus dem Jahr 2019, jeder Tag auf sein Datum im letzten Jahr gelegt, so dass die ' +
      'Jahreszeiten stimmen. Sonnenstrahlung, UV, Bodentemperatur, Blattnässe und Feinstaub hat die Station ' +
      `nicht gemessen: sie sind simuliert. Danach setzt ein Simulator die Reihe fort. ${FALKENSEE_CREDIT}.`,
  },
  {
    name: 'Neue Station in New York',
    description:
      'Mit DEMO-NYC ist eine zweite Station hinzugekommen. Sie misst in New York, zeigt Fahrenheit, Meilen ' +
      'pro Stunde und Zoll und rechnet Tage, Wochen und Monate in der Zeitzone America/New_York. Wechseln ' +
      'Sie oben über „Station wechseln“.',
  },
] as const;

const OBSERVATION =
  'Heute früh dichter Nebel mit Sichtweiten unter 200 Metern, gegen Mittag löste er sich auf. ' +
  'Am Nachmittag zogen von Westen Schauerwolken auf.';

export interface DemoContentReport {
  /** false when the settings key says it was done before. */
  created: boolean;
}

/** Creates the demo content once (see module doc); items that already exist (same e-mail, same reference) are kept. */
export async function createDemoContentOnce(demo: DemoWiring): Promise<DemoContentReport> {
  const { clock } = demo.ctx;
  if ((await demo.settings.find(DEMO_CONTENT_KEY)) !== undefined) return { created: false };
  const { stations } = demo.stations;
  const users = demo.accounts;
  const usersService = demo.users.service;
  const stationsService = demo.stations.service;
  const posts = demo.posts.service;
  const observations = demo.observations.service;

  const editor =
    (await users.findByEmail(DEMO_EDITOR_EMAIL)) ??
    (await usersService.create({
      email: DEMO_EDITOR_EMAIL,
      firstname: 'Erika',
      lastname: 'Redakteurin',
      roles: ['ROLE_EDITOR'],
      password: DEMO_EDITOR_PASSWORD,
      passwordConfirmation: DEMO_EDITOR_PASSWORD,
    }));

  if ((await stations.findByReference(DEMO_NYC_REFERENCE)) === undefined) {
    await stationsService.create({
      reference: DEMO_NYC_REFERENCE,
      name: 'New York Midtown',
      description:
        'Simulierte Demo-Station in Manhattan. Sie sendet ihre Werte im Ecowitt-Protokoll, wie es Konsolen ' +
        'der GW-Reihe tun, und zeigt alles in imperialen Einheiten.',
      shortDescription: 'Demo-Station New York',
      country: 'US',
      address: '',
      city: 'New York',
      postalCode: '10001',
      lat: 40.7506,
      lng: -73.9972,
      elevation: 10,
      model: 'GW2000 (simuliert)',
      apiToken: '',
      preferedUnit: 'Imperial',
      timezone: 'America/New_York',
      otherStations: [
        { name: 'Central Park (KNYC)', url: 'https://www.weather.gov/wrh/timeseries?site=KNYC' },
        { name: 'LaGuardia Airport (KLGA)', url: 'https://www.weather.gov/wrh/timeseries?site=KLGA' },
      ],
    });
  }

  for (const post of NEWS) await posts.create(post);
  const home =
    (await stations.findByReference(DEFAULT_STATION_REFERENCE)) ??
    (await stations.findByReference(DEMO_NYC_REFERENCE));
  if (home !== undefined) {
    await observations.create({ message: OBSERVATION, weatherStation: home.reference }, editor.id);
  }
  await demo.settings.getOrCreate(DEMO_CONTENT_KEY, new Date(clock.now()).toISOString());
  return { created: true };
}
