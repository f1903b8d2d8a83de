/**
 * The column names of Ecowitt's CSV files, in the languages the consoles and ecowitt.net write them:
 *
 * - the console's SD card (GW1100/GW2000/GW3000, HP2550/HP2560, WS3900…) and WS View Plus, one header line,
 *   each column its unit in parentheses:
 *   `Time,Indoor Temperature(℃),Indoor Humidity(%),Outdoor Temperature(℃),Outdoor Humidity(%),Dew Point(℃),
 *   Feels Like(℃),Wind(m/s),Gust(m/s),Wind Direction(deg),ABS Pressure(hPa),REL Pressure(hPa),
 *   Solar Rad(w/m2),UV-Index,Rain Rate(mm/Hr),Hourly Rain(mm),Event Rain(mm),Daily Rain(mm),Weekly Rain(mm),
 *   Monthly Rain(mm),Yearly Rain(mm)` (newer firmware adds `Timestamp` after `Time`, VPD, piezo rain
 *   columns…); in German `Zeit,Temperatur Innen(℃),…,Temperatur Aussen(℃),Luftfeuchtigkeit Aussen(%),
 *   Taupunkt(℃),Wind(km/h),Böe(km/h),Windrichtung(°),Abs. Luftdruck(hpa),Rel. Luftdruck(hpa),
 *   Sonneneinstrahlung(w/m2),UVI,Regen/Stunde(mm),Regen Event(mm),Regen/Tag(mm),…,Regen/Jahre(mm)`; in
 *   French `Heure,Température intérieure(℃),…,Température extérieure(℃),Humidité extérieure(%),
 *   Point de rosée(℃),Vent(km/h),Rafale(km/h),Direction du vent(°),Pression absolue(hPa),
 *   Pression relative(hPa),Rayonnement solaire(W/m²),UVI,Taux de pluie(mm/h),…,Pluie journalière(mm),…`;
 * - ecowitt.net's export, two header lines: groups (`Outdoor`, `Rainfall`/`Regenfall`/`Pluie`,
 *   `Pressure`/`Luftdruck`/`Pression`, `Wind`, `Solar and UVI`…, each written once over its columns) over
 *   the columns (`Temperature(℃)`, `Daily(mm)`, `Relative(hPa)`, `Wind Speed(knots)`…).
 *
 * Names are read by their words (normalizeName: no accents, lower case), so the spellings of other firmware
 * and languages close to these read as well. The words naming each main measure are the measure catalogue's
 * (`sources.ecowittCsv`, @meteodeck/weather); this module keeps the time columns, the columns it never reads
 * (apparent temperatures, batteries, the channels of extra sensors) and the rain gauges'. Rain: one cumulative counter, the longest the file has, as the
 * Ecowitt upload door reads `yearlyrainin` first (a total, then yearly, monthly, weekly, daily, event; a
 * piezo gauge's after the tipping bucket's), and the daily counter besides; the pipeline derives each row's
 * rain from them and detects their resets. Hourly and 24-hour rain are rolling sums, not counters: unmapped.
 */
import { ECOWITT_CSV_MEASURES, type ReadingMeasureKind } from '@meteodeck/weather';
import { vendorQuantity } from './vendor-csv-cells.ts';
import type { Candidate, ColumnName, ColumnRole, VendorFormatRules } from './vendor-csv-layout.ts';

const TIME_NAMES = new Set([
  'time',
  'zeit',
  'heure',
  'date',
  'datum',
  'temps',
  'date heure',
  'date time',
  'horodatage',
]);

/** Words of a column that is no measure meteodeck stores (apparent temperatures, batteries…). */
const IGNORED = [
  'feels',
  'gefuhlt',
  'gefuehlt',
  'ressenti',
  'vpd',
  'batter',
  'charge',
  'bgt',
  'chill',
  'heat',
  'chaleur',
  'hitze',
  'soil',
  'boden',
  'water',
  'wasser',
  'leaf',
  'blatt',
  'co2',
  'pm10',
  'pm1 ',
  'pm4',
];
const CHANNEL = /\b(ch|kanal|canal|channel)\s?\d/;

const has = (text: string, words: readonly string[]) => words.some((word) => text.includes(word));

/** A column filling main measure `kind`, its quantity the catalogue's. */
const one = (kind: ReadingMeasureKind, rank = 1): Candidate[] => [
  { target: kind, quantity: vendorQuantity(kind), rank },
];

/**
 * The column of the first main measure whose header words (the measure catalogue's `sources.ecowittCsv`)
 * its name and group hold, ranked 2 when a fallback's (an average beside the current value); undefined when
 * none does. Names are padded with a space so that a word written with spaces around it stands alone.
 */
function measureRole(name: string, group: string): Candidate[] | undefined {
  const ownName = ` ${name} `;
  const context = ` ${name} ${group} `;
  for (const { kind, words } of ECOWITT_CSV_MEASURES) {
    if (words.name !== undefined && !has(ownName, words.name)) continue;
    if (words.context !== undefined && !has(context, words.context)) continue;
    if (words.without !== undefined && has(context, words.without)) continue;
    return one(kind, words.fallback !== undefined && has(ownName, words.fallback) ? 2 : 1);
  }
  return undefined;
}

/** A rain column: its rate, one of its counters (ranked), or a rolling sum (none). */
function rainRole(name: string, context: string): Candidate[] | undefined {
  // A piezo gauge's columns fill the reading's other gauge; the station's main rain source picks (ingestion).
  const piezo = context.includes('piezo');
  if (has(name, ['rate', 'intensit', 'taux'])) {
    return [{ target: piezo ? 'piezoRate' : 'rainRate', quantity: 'rainRate', rank: 1 }];
  }
  if (has(context, ['hour', 'stunde', 'heure', 'horaire', '24h', '24 h'])) return undefined;
  const counter = (rank: number) => ({
    target: piezo ? ('piezoTotal' as const) : ('rainTotal' as const),
    quantity: 'rain' as const,
    rank,
  });
  const words = context.split(' ');
  if (has(context, ['total', 'gesamt'])) return [counter(0)];
  if (has(context, ['year', 'jahr', 'annuel', 'annee']) || words.includes('an')) return [counter(1)];
  if (has(context, ['month', 'monat', 'mensuel', 'mois'])) return [counter(2)];
  if (has(context, ['week', 'woche', 'hebdo', 'semaine'])) return [counter(3)];
  if (has(context, ['daily', 'day', 'tag', 'journ', 'jour', 'quotidien'])) {
    return [counter(4), { target: piezo ? 'piezoDaily' : 'rainDaily', quantity: 'rain', rank: 1 }];
  }
  if (has(context, ['event', 'ereignis', 'evenement', 'episode'])) return [counter(5)];
  return undefined;
}

/** The role of one Ecowitt column (see the module comment). */
function role({ name, group }: ColumnName): ColumnRole {
  if (TIME_NAMES.has(name)) return 'datetime';
  if (name === 'timestamp' || name === 'unix time') return 'unix';
  const context = `${name} ${group}`;
  if (has(`${context} `, IGNORED) || CHANNEL.test(context)) return undefined;
  if (has(context, ['rain', 'regen', 'pluie', 'niederschlag'])) return rainRole(name, context);
  return measureRole(name, group);
}

export const ECOWITT_RULES: VendorFormatRules = {
  format: 'ecowitt',
  intervalEnd: false,
  slashFallback: 'dmy',
  role,
};
