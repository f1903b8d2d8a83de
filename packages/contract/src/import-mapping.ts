/**
 * The column mapping of a CSV file in a layout meteodeck does not know (admin only): GET
 * /api/import/{id}/columns shows the file's header, its separator and decimal mark and its first rows (split
 * by `?separator=` when asked), with the mapping the station last used for the same header; PUT
 * /api/import/{id}/mapping gives each column a role (the instant, with its format and time zone, or a date
 * and a time in two columns, each with its pattern; a measure of the reading, with the unit it is written
 * in; or nothing) and answers the file's preview read through it. The mapping is kept per station and header,
 * and offered again for the station's next file with that header. The measures and their units are the
 * measure catalogue's (@meteodeck/weather): a reading's measures, each in one of its display units.
 */
import { measureDescriptor, READING_MEASURE_KINDS, type ReadingMeasureKind } from '@meteodeck/weather';
import { type Static, Type } from 'typebox';
import { ImportKind } from './imports.ts';

/** Field separators a mapped CSV may use. */
export const CsvSeparator = Type.Union([
  Type.Literal(','),
  Type.Literal(';'),
  Type.Literal('\t'),
  Type.Literal('|'),
]);
export type CsvSeparator = Static<typeof CsvSeparator>;

/**
 * How the instant column is written: ISO 8601 (`2024-03-10T14:05:00Z`; without an offset, a wall time),
 * Unix seconds or milliseconds, or a date pattern (`DD.MM.YYYY HH:mm`, `MM/DD/YYYY hh:mm a`).
 */
export const CsvTimeFormat = Type.Union([
  Type.Literal('iso'),
  Type.Literal('epochSeconds'),
  Type.Literal('epochMs'),
  Type.Literal('pattern'),
]);
export type CsvTimeFormat = Static<typeof CsvTimeFormat>;

/** The tokens of a date pattern: YYYY, YY, MM, M, DD, D, HH, H (24 h), hh, h (12 h, with a: am/pm), mm, ss. */
export const CSV_TIME_PATTERN_TOKENS = [
  'YYYY',
  'YY',
  'MM',
  'M',
  'DD',
  'D',
  'HH',
  'H',
  'hh',
  'h',
  'mm',
  'ss',
  'a',
];

/**
 * The time of day in a column of its own, beside a date column (`Datum;Zeit` with `27.11.2026;14:05`): its
 * position and its pattern of the time tokens only (`HH:mm`, `hh:mm a`, `H:mm:ss`).
 */
export const CsvTimeOfDayColumn = Type.Object({
  column: Type.Integer({ minimum: 0, maximum: 999 }),
  pattern: Type.String({ maxLength: 40 }),
});
export type CsvTimeOfDayColumn = Static<typeof CsvTimeOfDayColumn>;

/**
 * The instant column: its position (0-based), its format and the zone its wall times are in. With
 * `timeOfDay`, it is the date column, written by a pattern of the date tokens only (`DD.MM.YYYY`), and the
 * time is read from that other column; without it, a pattern must read the time as well (400 otherwise).
 */
export const CsvTimeColumn = Type.Object({
  column: Type.Integer({ minimum: 0, maximum: 999 }),
  format: CsvTimeFormat,
  /** The date pattern when `format` is `pattern`. */
  pattern: Type.Optional(Type.String({ maxLength: 40 })),
  /** Wall times (a pattern, ISO without an offset) read in UTC or in the station's time zone. */
  zone: Type.Union([Type.Literal('utc'), Type.Literal('station')]),
  /** The time column beside a date column (`format` is then `pattern`). */
  timeOfDay: Type.Optional(CsvTimeOfDayColumn),
});
export type CsvTimeColumn = Static<typeof CsvTimeColumn>;

/** A column read into a measure of the reading, written in `unit` (one of the measure's units). */
export const CsvMeasureColumn = Type.Object({
  column: Type.Integer({ minimum: 0, maximum: 999 }),
  /** A reading measure of the catalogue (`temperature`, `windSpeed`, `relativePressure`, `rain`…). */
  measure: Type.String({ maxLength: 64 }),
  /** Its unit in the file, one of the measure's units ('°F', 'mph', 'inHg', 'in'…). */
  unit: Type.String({ maxLength: 16 }),
});
export type CsvMeasureColumn = Static<typeof CsvMeasureColumn>;

/** Body of PUT /api/import/{id}/mapping; columns left out of `measures` (and not the instant) are ignored. */
export const ImportColumnMapping = Type.Object({
  separator: CsvSeparator,
  /** Decimal comma (`12,5`) rather than point. */
  decimalComma: Type.Boolean(),
  /** The instant column; null is refused (400), said in French. */
  time: Type.Union([CsvTimeColumn, Type.Null()]),
  measures: Type.Array(CsvMeasureColumn, { maxItems: 200 }),
});
export type ImportColumnMapping = Static<typeof ImportColumnMapping>;

/** GET /api/import/{id}/columns query: the file split by this separator rather than the one detected. */
export const ImportColumnsQuery = Type.Object({
  separator: Type.Optional(CsvSeparator),
});
export type ImportColumnsQuery = Static<typeof ImportColumnsQuery>;

/** Rows of the file the columns call shows. */
export const IMPORT_COLUMNS_SAMPLE_ROWS = 10;

/** GET /api/import/{id}/columns answer: the file as read, and the mapping to offer. */
export const ImportCsvColumns = Type.Object({
  id: Type.Integer(),
  /** The known format the file reads as without a mapping (`csv`: meteodeck's readings), or null. */
  recognized: Type.Union([ImportKind, Type.Null()]),
  /** The separator detected in the header, or the one the query asked for. */
  separator: CsvSeparator,
  decimalComma: Type.Boolean(),
  /** The header's cells (the file's first non-empty line). */
  header: Type.Array(Type.String()),
  /** The first rows under it (at most 10), split into cells by the server (quoted fields kept whole). */
  rows: Type.Array(Type.Array(Type.String())),
  /** The job's mapping, else the one the station last used for this header, else null. */
  mapping: Type.Union([ImportColumnMapping, Type.Null()]),
  /** True when `mapping` is the station's remembered one (not yet given to this import). */
  remembered: Type.Boolean(),
});
export type ImportCsvColumns = Static<typeof ImportCsvColumns>;

/** The reading measures a column may be mapped to, each with the units its values may be written in. */
export const CSV_MAPPING_MEASURES: ReadonlyArray<{
  readonly measure: ReadingMeasureKind;
  readonly units: readonly string[];
}> = READING_MEASURE_KINDS.map((measure) => ({
  measure,
  units: measureDescriptor(measure).displayUnits,
}));
