import type { ApiErrorList, ImportColumnMapping, ImportPreview } from '@meteodeck/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { useImportsApi } from '../../../test/import-harness.ts';

/** 26 October 2025 in Berlin: 03:00 CEST becomes 02:00 CET, so 02:00–02:59 comes twice. */
const DST_END_CSV = [
  'Datum;Zeit;Temperatur [°C];Regen [mm]',
  '26.10.2025;00:00;8,0;0,0',
  '26.10.2025;01:30;7,5;0,2',
  '26.10.2025;02:30;7,0;0,4',
  '26.10.2025;02:30;6,5;0,6',
  '26.10.2025;03:00;6,0;0,0',
  '26.10.2025;14:05;12,5;1,0',
  '26.10.2025;23:50;5,0;0,0',
  '27.10.2025;00:10;4,5;0,0',
  '',
].join('\n');

const SPLIT_MAPPING: ImportColumnMapping = {
  separator: ';',
  decimalComma: true,
  time: {
    column: 0,
    format: 'pattern',
    pattern: 'DD.MM.YYYY',
    zone: 'station',
    timeOfDay: { column: 1, pattern: 'HH:mm' },
  },
  measures: [
    { column: 2, measure: 'temperature', unit: '°C' },
    { column: 3, measure: 'rain', unit: 'mm' },
  ],
};

describe.each(dialects)('a date column and a time column on %s', (dialect) => {
  const api = useImportsApi(dialect, 'meteodeck-import-split-time-');
  const { call, finished } = api;
  let t: TestApp;
  let admin: string;
  beforeEach(() => {
    ({ t, admin } = api.current());
  });

  const upload = (text: string) => api.upload(text);

  /** Starts job `id` and waits for its end. */
  const imported = async (id: number) => {
    expect((await call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(202);
    return finished(id);
  };

  const stored = async () =>
    (
      await t.db
        .selectFrom('readings')
        .select(['received_at', 'temperature_c', 'rain_mm'])
        .orderBy('received_at')
        .execute()
    ).map((r) => [new Date(Number(r.received_at)).toISOString(), r.temperature_c, r.rain_mm]);

  it('imports the day clocks go back, the repeated hour in the file’s order, its summary by hand', async () => {
    const id = await upload(DST_END_CSV);
    const mapped = await call('PUT', `/api/import/${id}/mapping`, admin, SPLIT_MAPPING);
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json<ImportPreview>()).toMatchObject({
      rows: 8,
      period: { firstLocal: '2025-10-26 00:00', lastLocal: '2025-10-27 00:10', timeZone: 'Europe/Berlin' },
      problems: { unknownColumns: [], unreadable: 0, duplicates: 0 },
    });
    expect(await imported(id)).toMatchObject({ status: 'done', rows: 8, imported: 8, skipped: 0 });

    // By hand: CEST (UTC+2) until the first 02:30, CET (UTC+1) from the second one on.
    expect(await stored()).toEqual([
      ['2025-10-25T22:00:00.000Z', 8, 0],
      ['2025-10-25T23:30:00.000Z', 7.5, 0.2],
      ['2025-10-26T00:30:00.000Z', 7, 0.4],
      ['2025-10-26T01:30:00.000Z', 6.5, 0.6],
      ['2025-10-26T02:00:00.000Z', 6, 0],
      ['2025-10-26T13:05:00.000Z', 12.5, 1],
      ['2025-10-26T22:50:00.000Z', 5, 0],
      ['2025-10-26T23:10:00.000Z', 4.5, 0],
    ]);
    const day = await t.db
      .selectFrom('daily_summaries')
      .select([
        'temperature_min',
        'temperature_min_at',
        'temperature_max',
        'temperature_max_at',
        'rain_total_mm',
        'reading_count',
      ])
      .where('day', '=', '2025-10-26')
      .executeTakeFirstOrThrow();
    // The 25-hour day holds 7 rows: min 5.0 °C at 23:50 CET, max 12.5 °C at 14:05 CET.
    expect(day).toMatchObject({ temperature_min: 5, temperature_max: 12.5, reading_count: 7 });
    expect(Number(day.temperature_min_at)).toBe(Date.UTC(2025, 9, 26, 22, 50));
    expect(Number(day.temperature_max_at)).toBe(Date.UTC(2025, 9, 26, 13, 5));
    // 0 + 0.2 + 0.4 + 0.6 + 0 + 1.0 + 0 mm.
    expect(day.rain_total_mm).toBeCloseTo(2.2, 9);
    // Remembered as given, the time column with it.
    const offered = await call('GET', `/api/import/${await upload(DST_END_CSV)}/columns`, admin);
    expect(offered.json()).toMatchObject({ remembered: true, mapping: SPLIT_MAPPING });
  });

  it('reads a US Date,Time file with 12-hour times', async () => {
    const id = await upload(
      'Date,Time,Temp (F)\n11/27/2025,2:05 PM,50.0\n11/27/2025,12:10 AM,32.0\n11/27/2025,1:00 xm,40\n',
    );
    const mapping: ImportColumnMapping = {
      separator: ',',
      decimalComma: false,
      time: {
        column: 0,
        format: 'pattern',
        pattern: 'MM/DD/YYYY',
        zone: 'utc',
        timeOfDay: { column: 1, pattern: 'h:mm a' },
      },
      measures: [{ column: 2, measure: 'temperature', unit: '°F' }],
    };
    const mapped = await call('PUT', `/api/import/${id}/mapping`, admin, mapping);
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json<ImportPreview>().problems.examples).toEqual([
      { at: 'logger.csv:4', reason: 'date illisible (11/27/2025 1:00 xm)' },
    ]);
    expect(await imported(id)).toMatchObject({ status: 'done', imported: 2, rejected: 1 });
    expect(await stored()).toEqual([
      ['2025-11-27T00:10:00.000Z', 0, null],
      ['2025-11-27T14:05:00.000Z', 10, null],
    ]);
  });

  const refused: Array<[string, ImportColumnMapping['time'], ApiErrorList]> = [
    [
      'a date column without its time column',
      { column: 0, format: 'pattern', pattern: 'DD.MM.YYYY', zone: 'station' },
      [
        {
          message:
            "Modèle sans l'heure : indiquez la colonne de l'heure et son modèle, ou l'heure dans ce modèle",
          propertyPath: 'time.timeOfDay',
        },
      ],
    ],
    [
      'patterns holding the other column’s part, the time column given twice',
      {
        column: 0,
        format: 'pattern',
        pattern: 'DD.MM.YYYY HH:mm',
        zone: 'station',
        timeOfDay: { column: 0, pattern: 'DD HH:mm' },
      },
      [
        {
          message: "Modèle de la date : l'heure se lit dans la colonne de l'heure, retirez-la du modèle",
          propertyPath: 'time.pattern',
        },
        {
          message: "Modèle de l'heure : la date se lit dans la colonne de la date, retirez-la du modèle",
          propertyPath: 'time.timeOfDay.pattern',
        },
        { message: 'Colonne 1 associée deux fois', propertyPath: 'time.timeOfDay.column' },
      ],
    ],
    [
      'a time column beside an ISO date, and one outside the header',
      { column: 0, format: 'iso', zone: 'utc', timeOfDay: { column: 9, pattern: 'HH' } },
      [
        {
          message: "Avec une colonne de l'heure, la date se lit selon un modèle (format « pattern »)",
          propertyPath: 'time.format',
        },
        { message: "Modèle de l'heure incomplet : mm manquant", propertyPath: 'time.timeOfDay.pattern' },
        {
          message: "Colonne 10 absente : l'en-tête du fichier en a 4 (séparateur « ; »)",
          propertyPath: 'time.timeOfDay.column',
        },
      ],
    ],
  ];

  it.each(refused)('refuses %s with a 400 naming the field, changing nothing', async (_, time, expected) => {
    const id = await upload(DST_END_CSV);
    const state = async () => ({
      job: await t.db.selectFrom('import_jobs').select(['options']).where('id', '=', id).execute(),
      remembered: await t.db.selectFrom('import_column_mappings').selectAll().execute(),
    });
    const before = await state();
    const res = await call('PUT', `/api/import/${id}/mapping`, admin, { ...SPLIT_MAPPING, time });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiErrorList>()).toEqual(expected);
    expect(await state()).toEqual(before);
    expect(before.remembered).toEqual([]);
  });

  it('refuses a measure on the time column', async () => {
    const id = await upload(DST_END_CSV);
    const res = await call('PUT', `/api/import/${id}/mapping`, admin, {
      ...SPLIT_MAPPING,
      measures: [{ column: 1, measure: 'temperature', unit: '°C' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorList>()).toEqual([
      { message: 'Colonne 2 associée deux fois', propertyPath: 'measures[0].column' },
    ]);
  });
});
