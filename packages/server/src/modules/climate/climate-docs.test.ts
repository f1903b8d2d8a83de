/**
 * Every climate call of the public API is in /api/docs with its answer's schema from the contract: the
 * records (with the extra sensors'), today's records, the day counts, the heat map, on this day, the
 * normals, the agro figures, the wind rose, and the barometer's tendency (a field of the current data).
 * The almanac has no call: the web app works the sun and moon out from the station's position. The
 * document is built from the routes' schemas alone, whatever the database: one app on SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const CLIMATE_CALLS = [
  '/api/weatherData/{reference}/climate/records',
  '/api/weatherData/{reference}/climate/records/today',
  '/api/weatherData/{reference}/climate/dayCounts',
  '/api/weatherData/{reference}/climate/heatMap',
  '/api/weatherData/{reference}/climate/onThisDay',
  '/api/weatherData/{reference}/climate/normals',
  '/api/weatherData/{reference}/climate/agro',
  '/api/weatherData/{reference}/windRose/{period}',
  '/api/weatherData/{reference}/currentData/detail',
];

interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
}

describe('the climate calls in /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  const answerOf = async (path: string): Promise<Schema | undefined> => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    return docs.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
  };

  it.each(CLIMATE_CALLS)('documents %s with its answer', async (path) => {
    const answer = await answerOf(path);
    expect(answer?.properties, path).toBeDefined();
  });

  it('documents the records’ extra sensors and the barometer’s tendency', async () => {
    const records = await answerOf('/api/weatherData/{reference}/climate/records');
    const sensor = records?.properties?.sensors?.items?.properties;
    expect(Object.keys(sensor ?? {})).toEqual(
      expect.arrayContaining(['key', 'name', 'unit', 'kinds', 'allTime', 'months', 'newRecords']),
    );
    expect(Object.keys(sensor?.allTime?.properties ?? {})).toEqual(['highest', 'lowest', 'largestDaySum']);
    const current = await answerOf('/api/weatherData/{reference}/currentData/detail');
    expect(JSON.stringify(current)).toContain('pressureTendency');
  });
});
