/**
 * Console exports through the back office's API, on a real database: an Ecowitt file sent as "CSV file" is
 * found to be Ecowitt's, its row given twice is listed in the job with the reason; a WeatherLink desktop
 * export is imported in the units the admin states, and refused without them.
 */
import type { CumulusUnitsInput, ImportKind } from '@meteodeck/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { useImportsApi } from '../../../test/import-harness.ts';

const ECOWITT = [
  'Time,Outdoor Temperature(℃),Outdoor Humidity(%),Wind(m/s),Daily Rain(mm),Yearly Rain(mm)',
  '2024-06-12 10:00,20.5,60,1.0,0.0,250.0',
  '2024-06-12 10:05,20.7,60,1.2,0.2,250.2',
  '2024-06-12 10:05,25.0,60,1.2,0.2,250.2',
  '2024-06-12 10:10,--,61,--,0.4,250.4',
].join('\r\n');

const WEATHERLINK = [
  '\t\tTemp\tOut\tWind\tWind\tHi\t\t',
  'Date\tTime\tOut\tHum\tSpeed\tDir\tSpeed\tBar\tRain',
  '6/12/24\t10:00a\t20.5\t60\t3.6\tNNW\t7.2\t1013.2\t0.0',
  '6/12/24\t10:05a\t20.7\t60\t3.6\tN\t7.2\t1013.1\t0.2',
].join('\r\n');

describe.each(dialects)('console exports through the imports API on %s', (dialect) => {
  const api = useImportsApi(dialect, 'meteodeck-import-exports-');
  const { call, finished } = api;
  let t: TestApp;
  beforeEach(() => {
    ({ t } = api.current());
  });

  /** Opens, sends in one chunk and starts an import; returns the start's answer. */
  async function importFile(
    text: string,
    kind: ImportKind,
    fileName: string,
    cumulusUnits?: CumulusUnitsInput,
  ) {
    const id = await api.upload(text, { kind, fileName, cumulusUnits });
    return { id, started: await call('POST', `/api/import/${id}/start`, api.current().admin) };
  }

  it('finds an Ecowitt file sent as a CSV file and lists the row it gave twice', async () => {
    const { id, started } = await importFile(ECOWITT, 'csv', 'SD.CSV');
    expect(started.statusCode, started.body).toBe(202);
    const job = await finished(id);
    expect(job).toMatchObject({ status: 'done', rows: 4, imported: 3, skipped: 1, rejected: 0 });
    expect(job.skips).toEqual([
      {
        at: 'SD.CSV:4',
        reason: 'même heure que la ligne 3 (SD.CSV) : ligne ignorée, la première est gardée',
      },
    ]);
    const rows = await t.db
      .selectFrom('readings')
      .select(['temperature_c', 'rain_mm'])
      .orderBy('received_at')
      .execute();
    expect(rows.map((r) => r.temperature_c)).toEqual([20.5, 20.7, null]);
    expect(rows[2]?.rain_mm).toBeCloseTo(0.2, 9);
  });

  it('imports a WeatherLink desktop export in the units stated, and refuses it without them', async () => {
    const refused = await importFile(WEATHERLINK, 'weatherlink', 'export.txt');
    expect(refused.started.statusCode).toBe(400);
    expect(refused.started.json()).toEqual([
      {
        message: "Colonne « Temp Out » sans unité : indiquez l'unité de température du fichier",
        propertyPath: 'file',
      },
    ]);
    const units = { temperature: 'C', rain: 'mm', pressure: 'hPa', wind: 'km/h' } as const;
    const { id, started } = await importFile(WEATHERLINK, 'weatherlink', 'export.txt', units);
    expect(started.statusCode, started.body).toBe(202);
    expect(await finished(id)).toMatchObject({ status: 'done', kind: 'weatherlink', imported: 2 });
    const last = await t.db
      .selectFrom('readings')
      .selectAll()
      .where('received_at', '=', Date.UTC(2024, 5, 12, 8, 5))
      .executeTakeFirstOrThrow();
    expect(last.wind_speed_ms).toBeCloseTo(1, 9);
    expect(last.wind_gust_ms).toBeCloseTo(2, 9);
    expect(last.wind_dir_deg).toBe(0);
    expect(last.rain_mm).toBeCloseTo(0.2, 9);
    expect(last.pressure_rel_hpa).toBeCloseTo(1013.1, 9);
  });
});
