/**
 * The analysis of a received history file before it is imported (GET /api/import/{id}/preview, admin
 * only): what the file holds, read without storing anything, so that the admin sees the period, the rows,
 * the measures with the units they are written in and where the days' extremes will come from before
 * starting the import.
 */
import { type Static, Type } from 'typebox';
import { ImportKind, ImportRejection } from './imports.ts';

/** A measure the file holds: its column (as named in the file), what meteodeck stores it as, its unit. */
export const ImportPreviewMeasure = Type.Object({
  /** The column or field as the file names it (`outTemp`, `Outdoor Temperature(℉)`, `temperature_f`). */
  column: Type.String(),
  /** The reading measure it fills (`temperature`, `rain`…), or a target of the import (`temperatureHigh`). */
  measure: Type.String(),
  /** The unit its values are written in, as read ('°F', 'inHg', 'in', '%'); '' for a count or an index. */
  unit: Type.String(),
  /** Rows holding a value of it; null when the analysis does not count them. */
  rows: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type ImportPreviewMeasure = Static<typeof ImportPreviewMeasure>;

/**
 * Where the imported days' highs and lows will come from: WeeWX's daily summary tables (`archive_day_*`),
 * CumulusMX's dayfile.txt (with alltime.ini's records), the interval highs and lows of a console's export,
 * or the readings themselves.
 */
export const ImportExtremesSource = Type.Union([
  Type.Literal('weewxDaySummaries'),
  Type.Literal('cumulusDayfile'),
  Type.Literal('exportHighLow'),
  Type.Literal('readings'),
]);
export type ImportExtremesSource = Static<typeof ImportExtremesSource>;

/** GET /api/import/{id}/preview answer. */
export const ImportPreview = Type.Object({
  id: Type.Integer(),
  kind: ImportKind,
  fileName: Type.String(),
  /** The stations the file holds (one for every supported kind) and the station of ours each goes to. */
  stations: Type.Array(
    Type.Object({
      /** What the file is, as the admin knows it ('Archive WeeWX', 'Dossier CumulusMX', the CSV's name). */
      inFile: Type.String(),
      /** Our station's reference and name. */
      reference: Type.String(),
      name: Type.String(),
    }),
  ),
  /** The first and last reading's instants (ISO 8601, UTC) and as the station's local time (YYYY-MM-DD HH:mm). */
  period: Type.Object({
    first: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    last: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    firstLocal: Type.Union([Type.String(), Type.Null()]),
    lastLocal: Type.Union([Type.String(), Type.Null()]),
    /** The station's time zone (IANA). */
    timeZone: Type.String(),
  }),
  /** Rows of the file (readings, unreadable rows and rows given twice). */
  rows: Type.Integer({ minimum: 0 }),
  measures: Type.Array(ImportPreviewMeasure),
  extremes: Type.Object({
    source: ImportExtremesSource,
    /** Days the file's own summaries hold extremes for (0 when they come from the readings). */
    days: Type.Integer({ minimum: 0 }),
    /** Records of CumulusMX's alltime.ini and monthlyalltime.ini that fall on the file's days. */
    records: Type.Integer({ minimum: 0 }),
  }),
  problems: Type.Object({
    /** Columns holding data that meteodeck stores nowhere, or that it does not know. */
    unknownColumns: Type.Array(Type.String()),
    /** Rows that cannot be read (a date or a value that is not one). */
    unreadable: Type.Integer({ minimum: 0 }),
    /** Rows at an instant the file already gave (the import keeps the first). */
    duplicates: Type.Integer({ minimum: 0 }),
    /** The first of those rows (at most 10), with why. */
    examples: Type.Array(ImportRejection),
  }),
});
export type ImportPreview = Static<typeof ImportPreview>;
