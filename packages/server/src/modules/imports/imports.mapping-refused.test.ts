import type { ApiErrorList, ImportColumnMapping, ImportJob } from '@meteodeck/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { useImportsApi } from '../../../test/import-harness.ts';
import { FOREIGN_CSV, FOREIGN_MAPPING } from '../../../test/mapped-csv-files.ts';

describe.each(dialects)('refused CSV column mappings on %s', (dialect) => {
  const api = useImportsApi(dialect, 'meteodeck-import-mapping-refused-');
  const { call } = api;
  let t: TestApp;
  let admin: string;
  beforeEach(() => {
    ({ t, admin } = api.current());
  });

  const upload = (text: string, kind: ImportJob['kind']) => api.upload(text, { kind });

  /** What a refused mapping must leave as it was. */
  const state = async (id: number) => ({
    job: await t.db.selectFrom('import_jobs').select(['options', 'status']).where('id', '=', id).execute(),
    remembered: await t.db.selectFrom('import_column_mappings').selectAll().execute(),
    readings: await t.db.selectFrom('readings').select('id').execute(),
  });

  const bad: Array<[string, ImportColumnMapping, ApiErrorList]> = [
    [
      'no instant column',
      { ...FOREIGN_MAPPING, time: null },
      [{ message: "Aucune colonne d'horodatage : indiquez la colonne de la date", propertyPath: 'time' }],
    ],
    [
      'a unit that is not the measure’s',
      {
        ...FOREIGN_MAPPING,
        measures: [{ column: 1, measure: 'temperature', unit: 'kn' }],
      },
      [
        {
          message: 'Unité « kn » impossible pour temperature (unités possibles : °C, °F)',
          propertyPath: 'measures[0].unit',
        },
      ],
    ],
    [
      'a measure the catalogue does not know',
      {
        ...FOREIGN_MAPPING,
        measures: [
          { column: 1, measure: 'temperature', unit: '°F' },
          { column: 2, measure: 'snowfall', unit: 'cm' },
        ],
      },
      [{ message: 'Mesure inconnue : snowfall', propertyPath: 'measures[1].measure' }],
    ],
    [
      'a column outside the header and one given twice',
      {
        ...FOREIGN_MAPPING,
        measures: [
          { column: 12, measure: 'temperature', unit: '°F' },
          { column: 0, measure: 'humidity', unit: '%' },
        ],
      },
      [
        {
          message: "Colonne 13 absente : l'en-tête du fichier en a 7 (séparateur « ; »)",
          propertyPath: 'measures[0].column',
        },
        { message: 'Colonne 1 associée deux fois', propertyPath: 'measures[1].column' },
      ],
    ],
    [
      'a date pattern without its year, and no measure',
      {
        ...FOREIGN_MAPPING,
        time: { column: 0, format: 'pattern', pattern: 'DD.MM HH:mm', zone: 'station' },
        measures: [],
      },
      [
        { message: 'Modèle de date incomplet : YYYY manquant', propertyPath: 'time.pattern' },
        { message: 'Aucune colonne associée à une mesure', propertyPath: 'measures' },
      ],
    ],
  ];

  it.each(bad)('refuses %s with a 400 naming the field, changing nothing', async (_, mapping, expected) => {
    const id = await upload(FOREIGN_CSV, 'csv');
    const before = await state(id);
    const res = await call('PUT', `/api/import/${id}/mapping`, admin, mapping);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiErrorList>()).toEqual(expected);
    expect(await state(id)).toEqual(before);
    expect(before.remembered).toEqual([]);
    // The import can still be mapped and started.
    expect((await call('PUT', `/api/import/${id}/mapping`, admin, FOREIGN_MAPPING)).statusCode).toBe(200);
  });

  it('refuses a mapping whose separator is not one the schema knows, in the same error list', async () => {
    const id = await upload(FOREIGN_CSV, 'csv');
    const res = await call('PUT', `/api/import/${id}/mapping`, admin, { ...FOREIGN_MAPPING, separator: '#' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorList>()[0]).toMatchObject({ propertyPath: 'separator' });
    expect((await state(id)).remembered).toEqual([]);
  });

  it('lists both calls in /api/docs with their schemas', async () => {
    const docs = await call('GET', '/api/docs/json');
    expect(docs.statusCode).toBe(200);
    const paths = docs.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>().paths;
    expect(Object.keys(paths['/api/import/{id}/columns'] ?? {})).toEqual(['get']);
    expect(paths['/api/import/{id}/mapping']?.put?.requestBody).toBeDefined();
  });

  it('maps only CSV imports, and only for admins', async () => {
    const ecowitt = await upload(FOREIGN_CSV, 'ecowitt');
    const res = await call('PUT', `/api/import/${ecowitt}/mapping`, admin, FOREIGN_MAPPING);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorList>()).toEqual([
      {
        message: 'Association des colonnes : pour un import de type « CSV » seulement.',
        propertyPath: 'kind',
      },
    ]);
    expect((await call('GET', `/api/import/${ecowitt}/columns`, admin)).statusCode).toBe(400);
    const id = await upload(FOREIGN_CSV, 'csv');
    const editor = await t.loginAs('editor');
    expect((await call('GET', `/api/import/${id}/columns`, editor)).statusCode).toBe(403);
    expect((await call('PUT', `/api/import/${id}/mapping`, editor, FOREIGN_MAPPING)).statusCode).toBe(403);
    expect((await call('GET', `/api/import/${id}/columns`)).statusCode).toBe(401);
    expect((await state(id)).remembered).toEqual([]);
  });
});
