/**
 * The reading editor's imported extremes, from a real WeeWX import (METRIC archive, station Europe/Berlin):
 * on 2024-03-10 the archive peaks at 22.78 °C at 12:10, WeeWX's daily summary says 22.83 °C at 12:07:59 and
 * 3.1 °C at 05:03:12 (the archive 3.2 at 05:05); the 11th has rows only. Admin only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { injector } from '../../../test/http.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import {
  type ArchiveRow,
  createWeewxArchive,
  METRIC,
  writeArchiveRows,
  writeDaySummaries,
} from '../../../test/weewx-archive.ts';

/** 2024-03-10T00:00+01:00, epoch seconds. */
const DAY_START = Date.UTC(2024, 2, 9, 23, 0) / 1000;
const at = (hour: number, minute: number, second = 0) => DAY_START + (hour * 60 + minute) * 60 + second;

function rows(): ArchiveRow[] {
  const out: ArchiveRow[] = [];
  for (let t = at(0, 5); t <= at(48, 0); t += 300) {
    let celsius = 15;
    if (t === at(12, 10)) celsius = 22.78;
    if (t === at(5, 5)) celsius = 3.2;
    out.push({
      dateTime: t,
      usUnits: METRIC,
      interval: 5,
      outTemp: celsius,
      windSpeed: 7.2,
      windGust: 14.4,
      windDir: 200,
      rain: 0,
    });
  }
  return out;
}

const URL = '/api/weatherData/SSDP41000/imported-extremes';

describe.each(dialects)('the reading editor’s imported extremes on %s', (dialect) => {
  let t: TestApp;
  let dir: string;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-editor-extremes-'));
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, rows());
    writeDaySummaries(archive, 'outTemp', [
      { dateTime: DAY_START, min: 3.1, mintime: at(5, 3, 12), max: 22.83, maxtime: at(12, 7, 59) },
    ]);
    const importer = await createTestImporter(t);
    expect(await importer.run({ kind: 'weewx', path: archive })).toMatchObject({ daysWithSourceExtremes: 1 });
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const call = injector(() => t.app);

  it('lists WeeWX’s high and low of the day, not the archive’s, with their instants', async () => {
    const admin = await t.loginAs('admin');
    const response = await call('GET', `${URL}?day=2024-03-10`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.day).toBe('2024-03-10');
    expect(body.extremes).toHaveLength(2);
    const max = body.extremes.find((e: { side: string }) => e.side === 'max');
    const min = body.extremes.find((e: { side: string }) => e.side === 'min');
    expect(max).toMatchObject({
      measure: 'temperature',
      at: '2024-03-10T11:07:59.000Z',
      source: 'weewxDaySummaries',
    });
    expect(max.value).toBeCloseTo(22.83, 9);
    expect(min).toMatchObject({
      measure: 'temperature',
      at: '2024-03-10T04:03:12.000Z',
      source: 'weewxDaySummaries',
    });
    expect(min.value).toBeCloseTo(3.1, 9);
  });

  it('keeps them through a correction until a reading is more extreme', async () => {
    const admin = await t.loginAs('admin');
    const reading = `/api/weatherData/SSDP41000/readings/${encodeURIComponent('2024-03-10T11:10:00Z')}`;
    const listed = async () => (await call('GET', `${URL}?day=2024-03-10`, admin)).json().extremes;
    expect((await call('PUT', reading, admin, { temperature: 20 })).statusCode).toBe(200);
    expect(await listed()).toHaveLength(2);
    expect((await call('PUT', reading, admin, { temperature: 25 })).statusCode).toBe(200);
    expect(await listed()).toMatchObject([{ side: 'min', at: '2024-03-10T04:03:12.000Z' }]);
  });

  it('lists none for a day without a source’s extremes', async () => {
    const admin = await t.loginAs('admin');
    const response = await call('GET', `${URL}?day=2024-03-11`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ day: '2024-03-11', extremes: [] });
  });

  it('answers 401 without a token, 403 to an editor, 400 for a bad day, 404 for an unknown station', async () => {
    expect((await call('GET', `${URL}?day=2024-03-10`)).statusCode).toBe(401);
    const editor = await t.loginAs('editor');
    expect((await call('GET', `${URL}?day=2024-03-10`, editor)).statusCode).toBe(403);
    const admin = await t.loginAs('admin');
    expect((await call('GET', `${URL}?day=10.03.2024`, admin)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/weatherData/NOPE/imported-extremes?day=2024-03-10', admin)).statusCode,
    ).toBe(404);
  });

  it('is documented in /api/docs with its day', async () => {
    const paths = (await call('GET', '/api/docs/json')).json().paths;
    const operation = paths['/api/weatherData/{reference}/imported-extremes'].get;
    const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['reference', 'day']));
    expect(operation.responses).toHaveProperty('200');
    expect(operation.responses).toHaveProperty('403');
  });
});
