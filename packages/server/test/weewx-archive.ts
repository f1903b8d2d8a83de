/**
 * Builds WeeWX archives for tests: a SQLite file with the `archive` table as WeeWX creates it (schema
 * `wview` of WeeWX 3/4 or `wview_extended` of WeeWX 5: the column lists of WeeWX's schemas/wview.py and
 * schemas/wview_extended.py), optionally its daily summary tables (`archive_day_<type>`, as WeeWX keeps them
 * from its LOOP packets), and rows written as WeeWX writes them (dateTime = end of the interval, epoch
 * seconds).
 *
 *   const path = createWeewxArchive(dir, 'wview');
 *   writeArchiveRows(path, [{ dateTime: 1710025200, usUnits: 16, interval: 5, outTemp: 4.2 }]);
 */
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** The observation columns of WeeWX's `wview` schema, in its order. */
export const WVIEW_COLUMNS = [
  'barometer',
  'pressure',
  'altimeter',
  'inTemp',
  'outTemp',
  'inHumidity',
  'outHumidity',
  'windSpeed',
  'windDir',
  'windGust',
  'windGustDir',
  'rainRate',
  'rain',
  'dewpoint',
  'windchill',
  'heatindex',
  'ET',
  'radiation',
  'UV',
  'extraTemp1',
  'extraTemp2',
  'extraTemp3',
  'soilTemp1',
  'soilTemp2',
  'soilTemp3',
  'soilTemp4',
  'leafTemp1',
  'leafTemp2',
  'extraHumid1',
  'extraHumid2',
  'soilMoist1',
  'soilMoist2',
  'soilMoist3',
  'soilMoist4',
  'leafWet1',
  'leafWet2',
  'rxCheckPercent',
  'txBatteryStatus',
  'consBatteryVoltage',
  'hail',
  'hailRate',
  'heatingTemp',
  'heatingVoltage',
  'supplyVoltage',
  'referenceVoltage',
  'windBatteryStatus',
  'rainBatteryStatus',
  'outTempBatteryStatus',
  'inTempBatteryStatus',
] as const;

/** The columns `wview_extended` adds to `wview`. */
export const WVIEW_EXTENDED_EXTRA_COLUMNS = [
  'appTemp',
  'appTemp1',
  'batteryStatus1',
  'batteryStatus2',
  'batteryStatus3',
  'batteryStatus4',
  'batteryStatus5',
  'batteryStatus6',
  'batteryStatus7',
  'batteryStatus8',
  'cloudbase',
  'co',
  'co2',
  'dewpoint1',
  'extraHumid3',
  'extraHumid4',
  'extraHumid5',
  'extraHumid6',
  'extraHumid7',
  'extraHumid8',
  'extraTemp4',
  'extraTemp5',
  'extraTemp6',
  'extraTemp7',
  'extraTemp8',
  'forecast',
  'hailBatteryStatus',
  'heatindex1',
  'humidex',
  'humidex1',
  'illuminance',
  'inDewpoint',
  'lightning_distance',
  'lightning_disturber_count',
  'lightning_energy',
  'lightning_noise_count',
  'lightning_strike_count',
  'luminosity',
  'maxSolarRad',
  'nh3',
  'no2',
  'noise',
  'o3',
  'pb',
  'pm10_0',
  'pm1_0',
  'pm2_5',
  'signal1',
  'signal2',
  'signal3',
  'signal4',
  'signal5',
  'signal6',
  'signal7',
  'signal8',
  'snow',
  'snowBatteryStatus',
  'snowDepth',
  'snowMoisture',
  'snowRate',
  'so2',
  'uvBatteryStatus',
  'windrun',
] as const;

/** WeeWX's unit systems. */
export const US = 1;
export const METRIC = 16;
export const METRICWX = 17;

export type ArchiveRow = { dateTime: number; usUnits: number; interval: number } & Record<
  string,
  number | null
>;

/** Creates `<dir>/weewx.sdb` with the archive table of `schema`; returns its path. */
export function createWeewxArchive(
  dir: string,
  schema: 'wview' | 'wview_extended',
  name = 'weewx.sdb',
): string {
  const path = join(dir, name);
  const columns: readonly string[] =
    schema === 'wview' ? WVIEW_COLUMNS : [...WVIEW_COLUMNS, ...WVIEW_EXTENDED_EXTRA_COLUMNS];
  const db = new SqliteDatabase(path);
  try {
    db.exec(
      'CREATE TABLE archive (`dateTime` INTEGER NOT NULL UNIQUE PRIMARY KEY, `usUnits` INTEGER NOT NULL, ' +
        `\`interval\` INTEGER NOT NULL, ${columns.map((c) => `\`${c}\` REAL`).join(', ')});`,
    );
    db.exec('CREATE TABLE archive_day__metadata (name CHAR(20) NOT NULL UNIQUE PRIMARY KEY, value TEXT);');
  } finally {
    db.close();
  }
  return path;
}

/** Appends `rows` to the archive at `path` (one transaction). */
export function writeArchiveRows(path: string, rows: readonly ArchiveRow[]): void {
  const db = new SqliteDatabase(path);
  const statements = new Map<string, SqliteDatabase.Statement>();
  const insert = (names: string[]) => {
    const key = names.join(',');
    let statement = statements.get(key);
    if (statement === undefined) {
      statement = db.prepare(
        `INSERT INTO archive (${names.map((n) => `\`${n}\``).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      );
      statements.set(key, statement);
    }
    return statement;
  };
  try {
    db.transaction(() => {
      for (const row of rows) {
        const names = Object.keys(row);
        insert(names).run(...names.map((n) => row[n] ?? null));
      }
    })();
  } finally {
    db.close();
  }
}

/** Writes the daily summary table of leafWet1 with one day whose maximum is `max` (WeeWX keeps one per type). */
export function writeLeafWetnessSummary(path: string, dayStart: number, max: number): void {
  const db = new SqliteDatabase(path);
  try {
    db.exec(
      'CREATE TABLE archive_day_leafWet1 (dateTime INTEGER NOT NULL UNIQUE PRIMARY KEY, min REAL, mintime INTEGER, ' +
        'max REAL, maxtime INTEGER, sum REAL, count INTEGER, wsum REAL, sumtime INTEGER);',
    );
    db.prepare('INSERT INTO archive_day_leafWet1 (dateTime, min, max) VALUES (?, 0, ?)').run(dayStart, max);
  } finally {
    db.close();
  }
}

/** One row of a WeeWX daily summary table: the day's local start and its extremes (epoch seconds). */
export interface DaySummaryRow {
  dateTime: number;
  min?: number | null;
  mintime?: number | null;
  max?: number | null;
  maxtime?: number | null;
  /** `wind` only: the direction of the maximum. */
  max_dir?: number | null;
}

/**
 * Writes rows of the daily summary table of `type` (`archive_day_<type>`, created as WeeWX creates it when
 * missing: the vector layout for `wind`, the scalar one otherwise); sum and count are left 0, as meteodeck
 * does not read them.
 */
export function writeDaySummaries(path: string, type: string, rows: readonly DaySummaryRow[]): void {
  const db = new SqliteDatabase(path);
  const table = `archive_day_${type}`;
  const vector =
    type === 'wind'
      ? ', max_dir REAL, xsum REAL, ysum REAL, dirsumtime INTEGER, squaresum REAL, wsquaresum REAL'
      : '';
  try {
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${table} (dateTime INTEGER NOT NULL UNIQUE PRIMARY KEY, min REAL, mintime INTEGER, ` +
        `max REAL, maxtime INTEGER, sum REAL, count INTEGER, wsum REAL, sumtime INTEGER${vector});`,
    );
    const columns = ['dateTime', 'min', 'mintime', 'max', 'maxtime', ...(type === 'wind' ? ['max_dir'] : [])];
    const insert = db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}, sum, count, wsum, sumtime) VALUES (${columns.map(() => '?').join(', ')}, 0, 0, 0, 0)`,
    );
    db.transaction(() => {
      for (const row of rows) {
        insert.run(...columns.map((c) => row[c as keyof DaySummaryRow] ?? null));
      }
    })();
  } finally {
    db.close();
  }
}
