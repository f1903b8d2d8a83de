/**
 * History imports from the back office (admin only): an admin names the station, the kind of file and its
 * size (POST /api/import), sends the file in chunks (PUT /api/import/{id}/content?offset=N, raw bytes, so a
 * large archive crosses slow links and proxies in requests of bounded size and time), sees what the file
 * holds (GET /api/import/{id}/preview, import-preview.ts), then starts the import
 * (POST /api/import/{id}/start). The server checks the file is what it claims, runs the import in
 * the background and keeps its progress; GET /api/import and /api/import/{id} follow it, whoever asks.
 */
import { type Static, Type } from 'typebox';

/**
 * The kinds of history files: a WeeWX SQLite archive, a zip of a CumulusMX data folder, a CSV file (any of
 * the CSV formats, told apart by its header), or a CSV export of an Ecowitt or Davis WeatherLink console
 * or cloud (only that format).
 */
export const ImportKind = Type.Union([
  Type.Literal('weewx'),
  Type.Literal('cumulus'),
  Type.Literal('csv'),
  Type.Literal('ecowitt'),
  Type.Literal('weatherlink'),
]);
export type ImportKind = Static<typeof ImportKind>;

/**
 * Where an import is: receiving its file, running, done, failed (the file was not what it claimed, or the
 * import broke; nothing or part stored), or interrupted (the server stopped; importing the file again
 * completes it, readings already stored are skipped).
 */
export const ImportStatus = Type.Union([
  Type.Literal('uploading'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
  Type.Literal('interrupted'),
]);
export type ImportStatus = Static<typeof ImportStatus>;

/**
 * The units a CumulusMX station logs in, when the zip holds no Cumulus.ini (CumulusMX's own choices); also
 * those of a WeatherLink desktop export, whose header names none.
 */
export const CumulusUnitsInput = Type.Object({
  temperature: Type.Optional(Type.Union([Type.Literal('C'), Type.Literal('F')])),
  rain: Type.Optional(Type.Union([Type.Literal('mm'), Type.Literal('in')])),
  pressure: Type.Optional(
    Type.Union([Type.Literal('mb'), Type.Literal('hPa'), Type.Literal('inHg'), Type.Literal('kPa')]),
  ),
  wind: Type.Optional(
    Type.Union([Type.Literal('m/s'), Type.Literal('mph'), Type.Literal('km/h'), Type.Literal('kn')]),
  ),
});
export type CumulusUnitsInput = Static<typeof CumulusUnitsInput>;

/** Largest chunk of a file one PUT carries, bytes. */
export const IMPORT_CHUNK_BYTES = 8 * 1024 * 1024;

/** Body of POST /api/import. */
export const CreateImportBody = Type.Object({
  /** The station's reference. */
  station: Type.String({ minLength: 1, maxLength: 64 }),
  kind: ImportKind,
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  /** The file's size, bytes. */
  size: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  cumulusUnits: Type.Optional(CumulusUnitsInput),
});
export type CreateImportBody = Static<typeof CreateImportBody>;

/** Query of PUT /api/import/{id}/content: where in the file the chunk starts. */
export const ImportChunkQuery = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});
export type ImportChunkQuery = Static<typeof ImportChunkQuery>;

/** A source row the import refused: where it is in the file (its time, or file:line), and why. */
export const ImportRejection = Type.Object({ at: Type.String(), reason: Type.String() });
export type ImportRejection = Static<typeof ImportRejection>;

/**
 * A day a CumulusMX data folder's dayfile.txt and its monthly logs disagree on by more than the logging
 * precision (0.1 °C, 0.1 hPa, 0.2 mm of rain, 1 %…): the dayfile's value and the logs' (their extreme over
 * the day, or their rain total), in the logs' units.
 */
export const ImportDisagreement = Type.Object({
  /** CumulusMX's (meteorological) day, YYYY-MM-DD. */
  day: Type.String(),
  measure: Type.Union([
    Type.Literal('temperature'),
    Type.Literal('dewPoint'),
    Type.Literal('humidity'),
    Type.Literal('relativePressure'),
    Type.Literal('windSpeed'),
    Type.Literal('windGust'),
    Type.Literal('rainRate'),
    Type.Literal('solarRadiation'),
    Type.Literal('uv'),
    Type.Literal('rain'),
  ]),
  side: Type.Union([Type.Literal('min'), Type.Literal('max'), Type.Literal('total')]),
  dayfile: Type.Number(),
  logs: Type.Number(),
  /** The logs' unit: '°C', 'hPa', 'mm', 'km/h', '%', 'W/m²', '' (UV). */
  unit: Type.String(),
});
export type ImportDisagreement = Static<typeof ImportDisagreement>;

/**
 * What an import's last days and rows came to, by reason: the closing summary's figures that the lists above
 * only sample. `daysImported` counts the station's local days holding readings this import stored (a batch
 * of rows that stored some counts all its days: an import run again after a stop may count a few more).
 */
export const ImportTally = Type.Object({
  daysImported: Type.Integer({ minimum: 0 }),
  /** Rows whose instant the station already held (skipped). */
  alreadyStored: Type.Integer({ minimum: 0 }),
  /** Rows at an instant the file already gave (skipped, the first kept). */
  duplicates: Type.Integer({ minimum: 0 }),
  /** Rows the source could not read (a date or a value that is not one): rejected. */
  unreadable: Type.Integer({ minimum: 0 }),
  /** Rows dated in the future or before 2000: rejected. */
  outOfRange: Type.Integer({ minimum: 0 }),
  /** Rows holding no measure: rejected. */
  noMeasure: Type.Integer({ minimum: 0 }),
  /** Rows rejected for another reason (listed in `rejections`). */
  other: Type.Integer({ minimum: 0 }),
});
export type ImportTally = Static<typeof ImportTally>;

/** An import, as the back office follows it. Dates ISO 8601, UTC. */
export const ImportJob = Type.Object({
  id: Type.Integer(),
  /** The station's reference. */
  station: Type.String(),
  kind: ImportKind,
  fileName: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  /** Bytes of the file received so far. */
  received: Type.Integer({ minimum: 0 }),
  status: ImportStatus,
  /** How much of the file the import has gone through, 0…1. */
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  rows: Type.Integer({ minimum: 0 }),
  imported: Type.Integer({ minimum: 0 }),
  /** Already stored (same instant), or twice in the file. */
  skipped: Type.Integer({ minimum: 0 }),
  rejected: Type.Integer({ minimum: 0 }),
  /** Values of imported readings held for review as spikes (the review: Qualité des données). */
  valuesFlagged: Type.Integer({ minimum: 0 }),
  /** Impossible values taken out of imported readings (the readings themselves are stored). */
  valuesDropped: Type.Integer({ minimum: 0 }),
  /**
   * Imported days whose highs and lows (with their times) came from the file's own daily summaries
   * (WeeWX's, from its LOOP packets) rather than from its archive rows.
   */
  daysWithSourceExtremes: Type.Integer({ minimum: 0 }),
  /**
   * Records of the file's record lists (CumulusMX's alltime.ini and monthlyalltime.ini) kept as their days'
   * highs and lows, over the readings' and the dayfile's.
   */
  recordsApplied: Type.Integer({ minimum: 0 }),
  /** Records not kept: of a kind meteodeck has no place for, of a day not imported, or unreadable. */
  recordsSkipped: Type.Array(ImportRejection),
  /** Days the file's daily file and its logs disagree on: how many, and the first (at most 200). */
  disagreementCount: Type.Integer({ minimum: 0 }),
  disagreements: Type.Array(ImportDisagreement),
  /** The first rejections (at most 100), in file order. */
  rejections: Type.Array(ImportRejection),
  /** The first rows the file gave twice (at most 100, counted in `skipped`): the first was kept. */
  skips: Type.Array(ImportRejection),
  /** Columns of the file holding data that meteodeck stores nowhere. */
  unmappedColumns: Type.Array(Type.String()),
  /** The finished import's figures by reason (all zero before it ends). */
  tally: ImportTally,
  /** Why a failed or interrupted import stopped. */
  error: Type.Union([Type.String(), Type.Null()]),
  /** The admin who started it; null once that account was deleted. */
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ImportJob = Static<typeof ImportJob>;

/** GET /api/import answer. */
export const ImportJobList = Type.Object({
  imports: Type.Array(ImportJob),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type ImportJobList = Static<typeof ImportJobList>;
