import type { ApiErrorList, ImportCsvColumns } from '@meteodeck/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { useImportsApi } from '../../../test/import-harness.ts';
import { FOREIGN_CSV, FOREIGN_MAPPING } from '../../../test/mapped-csv-files.ts';

/** A comma-separated file whose quoted header cells hold more semicolons than it has commas. */
const QUOTED_CSV = [
  '"Datum; lokal; MEZ",Zeit,"Temp; °C ""trocken"""',
  '26.10.2025,14:05,"12,5"',
  '26.10.2025,14:15,"12,75"',
  '',
].join('\n');

describe.each(dialects)('CSV columns and remembered mappings on %s', (dialect) => {
  const api = useImportsApi(dialect, 'meteodeck-import-columns-');
  const { call } = api;
  let t: TestApp;
  let admin: string;
  beforeEach(() => {
    ({ t, admin } = api.current());
  });

  const upload = (text: string, station = 'SSDP41000') => api.upload(text, { station });

  it('splits the sample again by the separator asked, quoted fields whole', async () => {
    const id = await upload(QUOTED_CSV);
    const detected = (await call('GET', `/api/import/${id}/columns`, admin)).json<ImportCsvColumns>();
    // The header's semicolons (inside quotes) outnumber its commas: `;` is detected, wrongly.
    expect(detected.separator).toBe(';');
    expect(detected.header).toHaveLength(2);
    const asked = await call('GET', `/api/import/${id}/columns?separator=${encodeURIComponent(',')}`, admin);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<ImportCsvColumns>()).toMatchObject({
      id,
      separator: ',',
      decimalComma: false,
      header: ['Datum; lokal; MEZ', 'Zeit', 'Temp; °C "trocken"'],
      rows: [
        ['26.10.2025', '14:05', '12,5'],
        ['26.10.2025', '14:15', '12,75'],
      ],
    });
    const tab = await call('GET', `/api/import/${id}/columns?separator=%09`, admin);
    // No tab in the file: each line is one cell.
    expect(tab.json<ImportCsvColumns>()).toMatchObject({ separator: '\t' });
    expect(tab.json<ImportCsvColumns>().header).toHaveLength(1);
    const bad = await call('GET', `/api/import/${id}/columns?separator=%23`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorList>()[0]).toMatchObject({ propertyPath: 'separator' });
  });

  it('forgets a station’s remembered mappings when the station is deleted, and only its own', async () => {
    const other = await buildStation(t.db, { reference: 'OTHER0001', timezone: 'Europe/Berlin' });
    const kept = await upload(FOREIGN_CSV);
    const gone = await upload(FOREIGN_CSV, 'OTHER0001');
    for (const id of [kept, gone])
      expect((await call('PUT', `/api/import/${id}/mapping`, admin, FOREIGN_MAPPING)).statusCode).toBe(200);
    const remembered = () =>
      t.db
        .selectFrom('import_column_mappings')
        .select('weather_station_id')
        .orderBy('weather_station_id')
        .execute();
    const seeded = (await remembered()).map((r) => r.weather_station_id).find((s) => s !== other.id);
    expect((await remembered()).map((r) => r.weather_station_id).sort()).toEqual([seeded, other.id].sort());

    const deleted = await call('DELETE', `/api/weatherStation/${other.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await remembered()).toEqual([{ weather_station_id: seeded }]);
    // The seeded station's file still gets its mapping offered.
    const again = (await call('GET', `/api/import/${await upload(FOREIGN_CSV)}/columns`, admin)).json();
    expect(again).toMatchObject({ remembered: true, mapping: FOREIGN_MAPPING });
  });

  it('documents the separator asked and the time column in /api/docs', async () => {
    const docs = await call('GET', '/api/docs/json');
    const text = JSON.stringify(
      docs.json<{ paths: Record<string, unknown> }>().paths['/api/import/{id}/columns'],
    );
    expect(text).toContain('"name":"separator"');
    const mapping = JSON.stringify(
      docs.json<{ paths: Record<string, unknown> }>().paths['/api/import/{id}/mapping'],
    );
    expect(mapping).toContain('"timeOfDay"');
  });
});
