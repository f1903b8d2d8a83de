import type { ImportCsvColumns, ImportPreview } from '@meteodeck/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { useImportsApi } from '../../../test/import-harness.ts';
import { FOREIGN_CSV, FOREIGN_MAPPING } from '../../../test/mapped-csv-files.ts';

/** Local 2024-03-10 hh:mm in Berlin (UTC+1), epoch ms. */
const berlin = (hour: number, minute: number) => Date.UTC(2024, 2, 9, 23 + hour, minute);
/** 1 inHg = 25.4 mm × 1.33322387415 hPa/mmHg; 1 mph = 0.44704 m/s; 1 in = 25.4 mm. */
const HPA_PER_INHG = 25.4 * 1.33322387415;

describe.each(dialects)('CSV column mapping on %s', (dialect) => {
  const api = useImportsApi(dialect, 'meteodeck-import-mapping-');
  const { call, finished } = api;
  let t: TestApp;
  let admin: string;
  beforeEach(() => {
    ({ t, admin } = api.current());
  });

  const upload = (text: string, fileName: string) => api.upload(text, { fileName });

  it('shows the file as read, previews and imports it through the mapping, values converted exactly', async () => {
    const id = await upload(FOREIGN_CSV, 'logger.csv');
    // Not a format meteodeck knows: the preview says so, the columns call shows the file.
    expect((await call('GET', `/api/import/${id}/preview`, admin)).statusCode).toBe(400);
    const columns = await call('GET', `/api/import/${id}/columns`, admin);
    expect(columns.statusCode, columns.body).toBe(200);
    const read = columns.json<ImportCsvColumns>();
    expect(read).toMatchObject({
      id,
      recognized: null,
      separator: ';',
      decimalComma: true,
      header: [
        'Zeitstempel',
        'Lufttemp. [°F]',
        'Windgeschw. [mph]',
        'Luftdruck [inHg]',
        'Niederschlag [in]',
        'rel. Feuchte [%]',
        'Notiz',
      ],
      mapping: null,
      remembered: false,
    });
    expect(read.rows).toHaveLength(9);
    expect(read.rows[1]).toEqual(['10.03.2024 00:10', '42,8', '10,0', '29,92', '0,02', '81', 'Wartung']);

    const mapped = await call('PUT', `/api/import/${id}/mapping`, admin, FOREIGN_MAPPING);
    expect(mapped.statusCode, mapped.body).toBe(200);
    const preview = mapped.json<ImportPreview>();
    expect(preview).toMatchObject({
      id,
      kind: 'csv',
      rows: 9,
      period: { firstLocal: '1999-01-01 00:00', lastLocal: '2024-03-11 00:00', timeZone: 'Europe/Berlin' },
      problems: { unknownColumns: ['Notiz'], unreadable: 1, duplicates: 1 },
    });
    expect(preview.measures).toEqual([
      { column: 'Lufttemp. [°F]', measure: 'temperature', unit: '°F', rows: 7 },
      { column: 'Windgeschw. [mph]', measure: 'windSpeed', unit: 'mph', rows: 7 },
      { column: 'Luftdruck [inHg]', measure: 'relativePressure', unit: 'inHg', rows: 7 },
      { column: 'Niederschlag [in]', measure: 'rain', unit: 'in', rows: 7 },
      { column: 'rel. Feuchte [%]', measure: 'humidity', unit: '%', rows: 7 },
    ]);
    expect(preview.problems.examples).toEqual([
      {
        at: 'logger.csv:4',
        reason: 'même heure que la ligne 3 (logger.csv) : ligne ignorée, la première est gardée',
      },
      { at: 'logger.csv:7', reason: 'date illisible (31.02.2024 10:00)' },
    ]);
    // Previewing stores nothing.
    expect(await t.db.selectFrom('readings').select('id').execute()).toEqual([]);

    expect((await call('POST', `/api/import/${id}/start`, admin)).statusCode).toBe(202);
    expect(await finished(id)).toMatchObject({
      status: 'done',
      rows: 9,
      imported: 6,
      skipped: 1,
      rejected: 2,
      valuesDropped: 1,
      unmappedColumns: ['Notiz'],
      tally: { daysImported: 2, alreadyStored: 0, duplicates: 1, unreadable: 1, outOfRange: 1, noMeasure: 0 },
    });

    const rows = await t.db
      .selectFrom('readings')
      .select([
        'received_at',
        'temperature_c',
        'wind_speed_ms',
        'pressure_rel_hpa',
        'rain_mm',
        'humidity_pct',
      ])
      .orderBy('received_at')
      .execute();
    const worked = rows.map((r) => ({ ...r, received_at: Number(r.received_at) }));
    // By hand: (°F − 32) × 5/9; mph × 0.44704; inHg × 33.8638864; in × 25.4. 200 °F (93.3 °C) is dropped.
    const expected = [
      [berlin(0, 0), 5, 2.01168, 29.92 * HPA_PER_INHG, 0.254, 80],
      [berlin(0, 10), 6, 4.4704, 29.92 * HPA_PER_INHG, 0.508, 81],
      [berlin(12, 0), 15, 5.498592, 30.01 * HPA_PER_INHG, 0, 60],
      [berlin(13, 0), null, 5.498592, 30.01 * HPA_PER_INHG, 2.54, 60],
      [berlin(23, 50), 0, 0, 29.5 * HPA_PER_INHG, 0, 90],
      [berlin(24, 0), 1, 0, 29.5 * HPA_PER_INHG, 0, 91],
    ];
    expect(worked).toHaveLength(expected.length);
    worked.forEach((row, i) => {
      const [at, temperature, wind, pressure, rain, humidity] = expected[i] as number[];
      expect(row.received_at).toBe(at);
      if (temperature === null) expect(row.temperature_c).toBeNull();
      else expect(row.temperature_c).toBeCloseTo(temperature as number, 9);
      expect(row.wind_speed_ms).toBeCloseTo(wind as number, 9);
      expect(row.pressure_rel_hpa).toBeCloseTo(pressure as number, 6);
      expect(row.rain_mm).toBeCloseTo(rain as number, 9);
      expect(row.humidity_pct).toBe(humidity);
    });
    expect(29.92 * HPA_PER_INHG).toBeCloseTo(1013.20748, 4);

    const day = await t.db
      .selectFrom('daily_summaries')
      .select([
        'temperature_min',
        'temperature_min_at',
        'temperature_max',
        'temperature_max_at',
        'pressure_rel_min',
        'pressure_rel_max',
        'wind_speed_max',
        'rain_total_mm',
        'reading_count',
      ])
      .where('day', '=', '2024-03-10')
      .executeTakeFirstOrThrow();
    expect(day).toMatchObject({ temperature_min: 0, temperature_max: 15, reading_count: 5 });
    expect(Number(day.temperature_min_at)).toBe(berlin(23, 50));
    expect(Number(day.temperature_max_at)).toBe(berlin(12, 0));
    expect(day.pressure_rel_min).toBeCloseTo(998.98465, 4);
    expect(day.pressure_rel_max).toBeCloseTo(1016.25523, 4);
    expect(day.wind_speed_max).toBeCloseTo(5.498592, 9);
    // 0.01 + 0.02 + 0 + 0.10 + 0 in = 0.13 in = 3.302 mm.
    expect(day.rain_total_mm).toBeCloseTo(3.302, 9);
  });

  it('remembers the mapping for the station and offers it for its next file with the same header', async () => {
    const first = await upload(FOREIGN_CSV, 'march.csv');
    expect((await call('PUT', `/api/import/${first}/mapping`, admin, FOREIGN_MAPPING)).statusCode).toBe(200);
    expect((await call('POST', `/api/import/${first}/start`, admin)).statusCode).toBe(202);
    expect((await finished(first)).imported).toBe(6);

    // The same header again: the mapping is offered, not yet given to the new import.
    const again = await upload(FOREIGN_CSV, 'march-again.csv');
    const offered = (await call('GET', `/api/import/${again}/columns`, admin)).json<ImportCsvColumns>();
    expect(offered).toMatchObject({ recognized: null, remembered: true, mapping: FOREIGN_MAPPING });
    expect((await call('GET', `/api/import/${again}/preview`, admin)).statusCode).toBe(400);
    // Given: the import reads through it, and stores nothing twice.
    if (offered.mapping === null) throw new Error('no mapping offered');
    const mapped = await call('PUT', `/api/import/${again}/mapping`, admin, offered.mapping);
    expect(mapped.statusCode, mapped.body).toBe(200);
    const given = (await call('GET', `/api/import/${again}/columns`, admin)).json<ImportCsvColumns>();
    expect(given).toMatchObject({ remembered: false, mapping: FOREIGN_MAPPING });
    expect((await call('POST', `/api/import/${again}/start`, admin)).statusCode).toBe(202);
    expect(await finished(again)).toMatchObject({
      status: 'done',
      imported: 0,
      tally: { daysImported: 0, alreadyStored: 6, duplicates: 1, unreadable: 1, outOfRange: 1 },
    });
    expect(await t.db.selectFrom('readings').select('id').execute()).toHaveLength(6);

    // Another header (a column more) is another layout: nothing offered.
    const other = await upload(FOREIGN_CSV.replace('Notiz', 'Notiz;Extra'), 'other.csv');
    const none = (await call('GET', `/api/import/${other}/columns`, admin)).json<ImportCsvColumns>();
    expect(none).toMatchObject({ mapping: null, remembered: false });
    const kept = await t.db.selectFrom('import_column_mappings').select('weather_station_id').execute();
    expect(kept).toHaveLength(1);
  });

  it('reads a file meteodeck knows without a mapping, and says which format it is', async () => {
    const id = await upload('received_at,temperature_c\n2024-03-10T12:00:00Z,5.5\n', 'readings.csv');
    const read = (await call('GET', `/api/import/${id}/columns`, admin)).json<ImportCsvColumns>();
    expect(read).toMatchObject({ recognized: 'csv', separator: ',', decimalComma: false, mapping: null });
    expect(read.header).toEqual(['received_at', 'temperature_c']);
  });
});
