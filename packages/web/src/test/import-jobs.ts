import type { ImportCsvColumns, ImportJob, ImportPreview } from '@meteodeck/contract';
import { buildStation } from './stations.ts';

/** The import page's tests' answers: one station, an import job and a file's preview. */
export const STATIONS = { weatherStations: [buildStation()], numberOfResult: 1 };

export function job(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 7,
    station: 'SSDP41000',
    kind: 'weewx',
    fileName: 'weewx.sdb',
    size: 10,
    received: 0,
    status: 'uploading',
    progress: 0,
    rows: 0,
    imported: 0,
    skipped: 0,
    rejected: 0,
    valuesFlagged: 0,
    valuesDropped: 0,
    daysWithSourceExtremes: 0,
    recordsApplied: 0,
    recordsSkipped: [],
    disagreementCount: 0,
    disagreements: [],
    rejections: [],
    skips: [],
    unmappedColumns: [],
    tally: {
      daysImported: 0,
      alreadyStored: 0,
      duplicates: 0,
      unreadable: 0,
      outOfRange: 0,
      noMeasure: 0,
      other: 0,
    },
    error: null,
    createdBy: 'admin@example.org',
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** What the server found in the WeeWX archive of the first page test. */
export function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: 7,
    kind: 'weewx',
    fileName: 'weewx.sdb',
    stations: [{ inFile: 'Archive WeeWX (weewx.sdb)', reference: 'SSDP41000', name: 'Rütenbrock' }],
    period: {
      first: '2024-03-09T23:05:00.000Z',
      last: '2024-03-10T23:00:00.000Z',
      firstLocal: '2024-03-10 00:05',
      lastLocal: '2024-03-11 00:00',
      timeZone: 'Europe/Berlin',
    },
    rows: 12_345,
    measures: [
      { column: 'outTemp', measure: 'temperature', unit: '°F', rows: 3 },
      { column: 'barometer', measure: 'relativePressure', unit: 'inHg', rows: 3 },
      { column: 'lightning_strike_count', measure: 'lightningCount', unit: '', rows: 3 },
    ],
    extremes: { source: 'weewxDaySummaries', days: 1, records: 0 },
    problems: {
      unknownColumns: ['extraTemp1'],
      unreadable: 1,
      duplicates: 0,
      examples: [{ at: '2024-03-10T09:05:00.000Z', reason: 'usUnits inconnu (2)' }],
    },
    ...overrides,
  };
}

/** A data logger's CSV as the columns call reads it: German dates, US units, `;` and a decimal comma. */
export function csvColumns(overrides: Partial<ImportCsvColumns> = {}): ImportCsvColumns {
  return {
    id: 7,
    recognized: null,
    separator: ';',
    decimalComma: true,
    header: ['Zeitstempel', 'Lufttemp. [°F]', 'Windgeschw. [mph]', 'Luftdruck [inHg]', 'Notiz'],
    rows: [
      ['10.03.2024 00:00', '41,0', '4,5', '29,92', ''],
      ['10.03.2024 00:10', '42,8', '10,0', '29,92', 'Wartung'],
    ],
    mapping: null,
    remembered: false,
    ...overrides,
  };
}
