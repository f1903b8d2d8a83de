import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { dialects } from '../dialects.ts';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream.ts';
import { googleGeocodingPayload, openMeteoPayload } from '../upstream-payloads.ts';
import { jsonValue, numberText, runs } from './fuzz-inputs.ts';

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
