/**
 * Property-based fuzzing (fast-check) of the three upload doors: whatever a console sends, the answer is never a
 * 5xx, and no reading is stored outside the contract's physical bounds (READING_BOUNDS), before 2000-01-01 or
 * in the future.
 */
import { READING_BOUNDS, READING_MEASURES, type ReadingMeasure } from '@meteodeck/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingRow } from '../../src/db/database.ts';
import { READING_COLUMN_OF } from '../../src/modules/readings/store/reading-columns.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../build-test-app.ts';
import { dialects } from '../dialects.ts';
import { jsonValue, numberText, runs } from './fuzz-inputs.ts';

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
