/**
 * Property-based fuzzing (fast-check) of every door and every call: whatever a console, a script or a
 * visitor sends, the answer is never a 5xx, and no reading is stored outside the contract's physical bounds
 * (READING_BOUNDS), before 2000-01-01 or in the future. FAULT_RUNS scales the number of runs (default 1).
 */
import { READING_BOUNDS, READING_MEASURES, type ReadingMeasure } from '@meteodeck/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingRow } from '../../src/db/database.ts';
import { READING_COLUMN_OF } from '../../src/modules/readings/reading-columns.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../build-test-app.ts';
import { dialects } from '../dialects.ts';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream.ts';
import { googleGeocodingPayload, openMeteoPayload } from '../upstream-payloads.ts';

const SCALE = Number(process.env.FAULT_RUNS ?? 1);
const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * SCALE)) });
const TOKEN = 'test-station-token';
const EARLIEST = Date.UTC(2000, 0, 1);
const FUTURE_SKEW_MS = 5 * 60_000;

/** Where each measure of the contract is stored. */
const COLUMNS: Record<ReadingMeasure, keyof ReadingRow> = Object.fromEntries(
  READING_MEASURES.map((measure) => [measure, READING_COLUMN_OF[measure]]),
) as Record<ReadingMeasure, keyof ReadingRow>;

/** Every stored value that breaks the contract, described (empty when all is well). */
async function outOfBounds(t: TestApp): Promise<string[]> {
  const rows = await t.db.selectFrom('readings').selectAll().execute();
  const problems: string[] = [];
  for (const row of rows) {
    const at = row.received_at;
    if (!(at >= EARLIEST && at <= t.clock.now() + FUTURE_SKEW_MS)) problems.push(`received_at ${at}`);
    for (const [measure, column] of Object.entries(COLUMNS) as Array<[ReadingMeasure, keyof ReadingRow]>) {
      const value = row[column];
      const { min, max } = READING_BOUNDS[measure];
      if (value !== null && !(typeof value === 'number' && value >= min && value <= max)) {
        problems.push(`${column} = ${value} at ${new Date(at).toISOString()}`);
      }
    }
    const counter = row.lightning_counter;
    if (counter !== null && !(counter >= 0 && counter <= READING_BOUNDS.lightningCount.max)) {
      problems.push(`lightning_counter = ${counter}`);
    }
    const strike = row.lightning_time;
    if (strike !== null && !(strike >= EARLIEST && strike <= at + FUTURE_SKEW_MS)) {
      problems.push(`lightning_time = ${strike}`);
    }
  }
  return problems;
}

/** Text a console might put in a numeric field: numbers of any size, sentinels, garbage. */
const numberText = fc.oneof(
  { arbitrary: fc.double().map(String), weight: 2 },
  { arbitrary: fc.integer({ min: -100, max: 2000 }).map(String), weight: 6 },
  { arbitrary: fc.double({ min: -100, max: 2000, noNaN: true }).map((n) => n.toFixed(2)), weight: 12 },
  {
    arbitrary: fc.constantFrom('-9999', '', '1e308', '-1e308', '1e20', '4294967295', '255', ' 12 '),
    weight: 3,
  },
  // Text that is no number refuses the whole upload (400): rarely, or nothing would be stored.
  { arbitrary: fc.constantFrom('Infinity', '0x1F', 'NaN'), weight: 1 },
  { arbitrary: fc.string({ maxLength: 8, unit: 'binary' }), weight: 1 },
);

/** An instant as a console's `dateutc`: `now`, any year (1960 to far ahead), or garbage. */
const dateutc = fc.oneof(
  { arbitrary: fc.constant('now'), weight: 2 },
  {
    arbitrary: fc
      .integer({ min: Date.UTC(1995, 0, 1), max: TEST_NOW + 86_400_000 })
      .map((ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')),
    weight: 8,
  },
  {
    arbitrary: fc.constantFrom(
      '0050-06-01 12:00:00',
      '1970-01-01 00:00:00',
      '9999-12-31 23:59:59',
      '2026-02-30 10:00:00',
    ),
    weight: 1,
  },
  { arbitrary: fc.string({ maxLength: 20, unit: 'binary' }), weight: 1 },
);

const WU_FIELDS = [
  'tempf',
  'humidity',
  'dewptf',
  'baromin',
  'absbaromin',
  'windspeedmph',
  'windgustmph',
  'winddir',
  'rainin',
  'dailyrainin',
  'yearlyrainin',
  'solarradiation',
  'UV',
  'soiltempf',
  'leafwetness',
  'AqPM2.5',
  'indoortempf',
  'indoorhumidity',
];
const ECOWITT_FIELDS = [
  'tempf',
  'humidity',
  'baromrelin',
  'baromabsin',
  'windspeedmph',
  'windgustmph',
  'maxdailygust',
  'winddir',
  'rainratein',
  'dailyrainin',
  'yearlyrainin',
  'eventrainin',
  'solarradiation',
  'uv',
  'pm25_ch1',
  'pm25_avg_24h_ch1',
  'lightning',
  'lightning_num',
  'lightning_time',
  'soiltemp1f',
  'leafwetness_ch1',
  'tempinf',
  'humidityin',
];

/** Right credentials four times in five. */
const goodToken = fc.oneof(
  { arbitrary: fc.constant(true), weight: 4 },
  { arbitrary: fc.constant(false), weight: 1 },
);
const fields = (names: string[]) => fc.dictionary(fc.constantFrom(...names), numberText, { maxKeys: 6 });
const stored = async (t: TestApp) => (await t.db.selectFrom('readings').select('id').execute()).length;
const form = (record: Record<string, string>) => new URLSearchParams(record).toString();

/** A JSON value where a number is expected: numbers of any size, and what a broken client sends instead. */
const jsonValue = fc.oneof(
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.integer({ min: -1000, max: 5000 }), weight: 4 },
  { arbitrary: fc.double({ min: -100, max: 2500, noNaN: true }), weight: 6 },
  { arbitrary: fc.constantFrom(null, 1e308, -1e308, 0), weight: 2 },
  { arbitrary: fc.constantFrom(true, false, '12', ''), weight: 1 },
);
/** Mostly valid numbers: a body with any boolean or string is refused whole, and stores nothing to check. */
const mostlyNumber = fc.oneof(
  { arbitrary: jsonValue, weight: 1 },
  { arbitrary: fc.double({ min: -100, max: 2500, noNaN: true }), weight: 12 },
);
const instant = fc.oneof(
  {
    arbitrary: fc
      .integer({ min: Date.UTC(1995, 0, 1), max: TEST_NOW + 86_400_000 })
      .map((ms) => new Date(ms).toISOString()),
    weight: 12,
  },
  {
    arbitrary: fc.constantFrom('0050-06-01T12:00:00Z', '1970-01-01T00:00:00Z', '2026-02-30T10:00:00Z'),
    weight: 1,
  },
  { arbitrary: fc.string({ maxLength: 24, unit: 'binary' }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
);
const MEASURES = Object.keys(COLUMNS);
const jsonReading = fc
  .tuple(
    instant,
    fc.dictionary(fc.constantFrom(...MEASURES, 'unknown'), mostlyNumber, { maxKeys: 8 }),
    fc.option(instant, { freq: 4 }),
  )
  .map(([receivedAt, values, lightningTime]) => ({
    ...values,
    receivedAt,
    ...(lightningTime === null ? {} : { lightningTime }),
  }));
const jsonBody = fc.oneof(
  { arbitrary: jsonReading, weight: 3 },
  { arbitrary: fc.array(jsonReading, { minLength: 1, maxLength: 4 }), weight: 3 },
  { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 },
);

describe.each(dialects)('fuzzing the doors on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('never answers a Weather Underground upload (GET or POST) with a 5xx, nor stores what it must not', async () => {
    const before = await stored(t);
    await fc.assert(
      fc.asyncProperty(
        fields(WU_FIELDS),
        dateutc,
        fc.boolean(),
        fc.boolean(),
        async (values, date, post, good) => {
          const credentials = `ID=SSDP41000&PASSWORD=${good ? TOKEN : 'wrong-token'}`;
          const query = `${credentials}&${form({ ...values, dateutc: date })}`;
          const response = post
            ? await t.app.inject({
                method: 'POST',
                url: `/weatherstation/updateweatherstation.php?${credentials}`,
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: form({ ...values, dateutc: date }),
              })
            : await t.app.inject({ method: 'GET', url: `/weatherstation/updateweatherstation.php?${query}` });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      runs(300),
    );
    expect(await outOfBounds(t)).toEqual([]);
    expect(await stored(t)).toBeGreaterThan(before + 10);
  });

  it('never answers an Ecowitt upload with a 5xx, nor stores what it must not', async () => {
    const before = await stored(t);
    await fc.assert(
      fc.asyncProperty(fields(ECOWITT_FIELDS), dateutc, goodToken, async (values, date, good) => {
        t.clock.advance(1000);
        const response = await t.app.inject({
          method: 'POST',
          url: `/ingest/ecowitt/SSDP41000/${good ? TOKEN : 'wrong-token'}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form({ ...values, dateutc: date }),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      runs(300),
    );
    expect(await outOfBounds(t)).toEqual([]);
    expect(await stored(t)).toBeGreaterThan(before + 10);
  });

  it('never answers a JSON upload with a 5xx, nor stores what it must not', async () => {
    const before = await stored(t);
    await fc.assert(
      fc.asyncProperty(jsonBody, async (body) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/weatherData/SSDP41000/readings',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body ?? null),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      runs(300),
    );
    expect(await outOfBounds(t)).toEqual([]);
    // The fuzz stored readings at all (the property is not vacuous).
    expect(await stored(t)).toBeGreaterThan(before + 50);
  });
});

/**
 * The calls the fuzzer must reach at the least (path parameters as placeholders). The calls it fuzzes are
 * read from the OpenAPI document, so a route added later is fuzzed without being listed here; this list
 * checks that the document still names these.
 */
const KNOWN_ROUTES: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string]> = [
  ['POST', '/api/login'],
  ['GET', '/api/me'],
  ['GET', '/api/weatherStation'],
  ['GET', '/api/weatherStation/{ref}'],
  ['POST', '/api/weatherStation'],
  ['PUT', '/api/weatherStation/{id}'],
  ['DELETE', '/api/weatherStation/{id}'],
  ['GET', '/api/weatherStation/observation/last/{ref}'],
  ['GET', '/api/weatherData/{ref}/currentData/detail'],
  ['GET', '/api/weatherData/{ref}/currentData/summary'],
  ['GET', '/api/weatherData/{ref}/history/daily'],
  ['GET', '/api/weatherData/{ref}/history/{period}'],
  ['GET', '/api/weatherData/{ref}/graph/{period}'],
  ['GET', '/api/openWeather'],
  ['GET', '/api/geocoding'],
  ['GET', '/api/post'],
  ['GET', '/api/post/{id}'],
  ['POST', '/api/post'],
  ['PUT', '/api/post/{id}'],
  ['DELETE', '/api/post/{id}'],
  ['GET', '/api/contact'],
  ['GET', '/api/contact/{id}'],
  ['POST', '/api/contact'],
  ['PUT', '/api/contact/{id}'],
  ['DELETE', '/api/contact/{id}'],
  ['GET', '/api/unit'],
  ['GET', '/api/unit/{id}'],
  ['POST', '/api/unit'],
  ['PUT', '/api/unit/{id}'],
  ['DELETE', '/api/unit/{id}'],
  ['GET', '/api/observation'],
  ['GET', '/api/observation/{id}'],
  ['POST', '/api/observation'],
  ['PUT', '/api/observation/{id}'],
  ['DELETE', '/api/observation/{id}'],
  ['GET', '/api/user'],
  ['GET', '/api/user/{id}'],
  ['POST', '/api/user'],
  ['PUT', '/api/user/{id}'],
  ['DELETE', '/api/user/{id}'],
];

const pathValue = fc.oneof(
  fc.integer({ min: -5, max: 10 }).map(String),
  fc.constantFrom(
    'SSDP41000',
    '1e308',
    '2147483648',
    '9007199254740993',
    '-0',
    '0x10',
    'day',
    'record',
    'week',
    '%00',
    '..',
  ),
  fc.string({ maxLength: 12, unit: 'binary' }).map(encodeURIComponent),
);
const queryText = fc.oneof(
  fc.constantFrom(
    '1',
    '5',
    '100',
    '101',
    '0',
    '-1',
    '1e308',
    '1e6',
    'ASC',
    'DESC',
    'asc',
    '',
    '52.84',
    '7.1',
    '91',
    'Rütenbrock',
  ),
  numberText,
);
const query = fc.dictionary(
  fc.constantFrom('page', 'maxResult', 'order', 'lat', 'lng', 'address', 'x'),
  queryText,
  { maxKeys: 4 },
);
/** Bodies of the back office's forms, with any value in any field, and bodies of any shape. */
const FORM_KEYS = [
  'email',
  'password',
  'passwordConfirmation',
  'firstname',
  'lastname',
  'roles',
  'name',
  'description',
  'message',
  'subject',
  'weatherStation',
  'reference',
  'shortDescription',
  'country',
  'address',
  'city',
  'postalCode',
  'lat',
  'lng',
  'elevation',
  'model',
  'apiToken',
  'preferedUnit',
  'timezone',
  'type',
  'temperatureUnit',
  'speedUnit',
  'rainUnit',
  'pressureUnit',
];
const formValue = fc.oneof(
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.constantFrom('ROLE_ADMIN', 'Metric', 'SSDP41000', 'a@b.de', '°C', 'Europe/Berlin', 'x'.repeat(300)),
  fc.array(fc.constantFrom('ROLE_ADMIN', 'ROLE_EDITOR', 'ROLE_ROOT', ''), { maxLength: 2 }),
  jsonValue,
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FORM_KEYS), formValue, { maxKeys: 10 }),
  fc.anything({ maxDepth: 2 }),
);

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/**
 * Every call the OpenAPI document (/api/docs/json) describes, as [method, path template], but the live
 * stream: its answer never ends (the stream's own tests and the fault tier's load test cover it).
 */
async function documentedRoutes(t: TestApp): Promise<Array<[(typeof METHODS)[number], string]>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  const finite = Object.entries(document.paths).filter(([path]) => !path.endsWith('/stream'));
  return finite.flatMap(([path, operations]) =>
    METHODS.filter((method) => method.toLowerCase() in operations).map(
      (method): [(typeof METHODS)[number], string] => [method, path],
    ),
  );
}

describe.each(dialects)('fuzzing every call on %s', (dialect) => {
  let t: TestApp;
  let upstream: FakeUpstream;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    upstream = await startFakeUpstream((request) =>
      request.url.pathname === '/v1/forecast'
        ? { json: openMeteoPayload() }
        : { json: googleGeocodingPayload() },
    );
    t = await buildTestApp(dialect, {
      env: {
        OPEN_METEO_BASE_URL: upstream.baseUrl,
        GOOGLE_GEOCODING_BASE_URL: upstream.baseUrl,
        GOOGLE_MAPS_API_KEY: 'fuzz-key',
      },
    });
    admin = await t.loginAs('admin');
    editor = await t.loginAs('editor');
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  it('never answers any call, logged in or not, with a 5xx', async () => {
    const routes = await documentedRoutes(t);
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
    const documented = new Set(routes.map(([method, path]) => `${method} ${shape(path)}`));
    for (const [method, path] of KNOWN_ROUTES) expect(documented).toContain(`${method} ${shape(path)}`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        pathValue,
        pathValue,
        query,
        body,
        fc.constantFrom('admin', 'editor', 'none', 'garbage'),
        async ([method, template], first, second, search, payload, who) => {
          let index = 0;
          const path = template.replace(/\{[^}]+\}/g, () => (index++ === 0 ? first : second));
          const token = { admin, editor, none: undefined, garbage: 'not.a.token' }[who];
          const response = await t.app.inject({
            method,
            url: `${path}?${new URLSearchParams(search).toString()}`,
            headers: {
              ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
              ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
            },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: JSON.stringify(payload ?? null) }),
          });
          expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(500);
        },
      ),
      runs(1000),
    );
  });
});
