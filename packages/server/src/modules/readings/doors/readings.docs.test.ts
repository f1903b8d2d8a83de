/**
 * The JSON door's request as /api/docs documents it, on SQLite and PostgreSQL: its reading's properties are
 * the measure catalogue's main measures plus the fixed non-measure ones, with the types the door accepts.
 */
import { READING_INPUT_FIXED_PROPERTIES } from '@meteodeck/contract';
import { MEASURE_CATALOGUE } from '@meteodeck/weather';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';

interface PropertySchema {
  type?: unknown;
  description?: string;
  format?: string;
  nullable?: boolean;
}

describe.each(dialects)('the JSON door in /api/docs on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  it('documents one property per main measure of the catalogue plus the fixed ones', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body =
      docs.paths['/api/weatherData/{reference}/readings'].post.requestBody.content['application/json'].schema;
    const variants: { type?: string; properties?: Record<string, PropertySchema>; items?: unknown }[] =
      body.anyOf ?? body.oneOf;
    const single = variants.find((variant) => variant.type === 'object');
    const properties = single?.properties ?? {};
    const mainMeasures = MEASURE_CATALOGUE.filter((entry) => entry.reading).map((entry) => entry.kind);
    expect(new Set(Object.keys(properties))).toEqual(
      new Set([...mainMeasures, ...READING_INPUT_FIXED_PROPERTIES]),
    );
    // OpenAPI 3.0 writes the schema's ['number', 'null'] as a nullable number.
    for (const kind of mainMeasures) {
      expect(properties[kind], kind).toMatchObject({ type: 'number', nullable: true });
    }
    expect(properties.indoorHumidity?.description).toBe('%');
    expect(properties.windMaxDailyGust?.description).toBe('m/s; since local midnight');
    expect(properties.receivedAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(properties.lightningTime).toMatchObject({ type: 'string', nullable: true, format: 'date-time' });
    expect(properties.sensors).toMatchObject({ type: 'object' });
  });
});
