/**
 * A CSV file in a layout of its own, read through the column mapping the admin gives (contract
 * import-mapping.ts): what the file looks like before it is mapped (its header, separator, decimal mark and
 * first rows), the key its header is remembered by for the station, and the checks of a mapping against the
 * file and the measure catalogue (every problem at once, in French, with its field).
 */
import { createHash } from 'node:crypto';
import type { ApiErrorItem } from '@meteodeck/contract';
import {
  CSV_MAPPING_MEASURES,
  type CsvSeparator,
  type CsvTimeColumn,
  IMPORT_COLUMNS_SAMPLE_ROWS,
  type ImportColumnMapping,
} from '@meteodeck/contract';
import { compilePattern } from './csv-mapping-time.ts';
import { ImportFileError } from './import-source.ts';
import { readFileLines } from './text-lines.ts';
import { splitFields } from './vendor-csv-cells.ts';

const SEPARATORS: readonly CsvSeparator[] = [',', ';', '\t', '|'];
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/** The file's first non-empty line (its header) and the lines after it, as read. */
export interface CsvSample {
  headerLine: string;
  /** The header's line number (1-based). */
  headerNumber: number;
  lines: string[];
}

/** The header line and up to `count` non-empty lines under it; ImportFileError when it has no header. */
export async function readCsvSample(path: string, count = IMPORT_COLUMNS_SAMPLE_ROWS): Promise<CsvSample> {
  const { lines, close } = readFileLines(path, 'Fichier CSV');
  let headerLine: string | undefined;
  let headerNumber = 0;
  const found: string[] = [];
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      if (line.trim() === '') continue;
      if (headerLine === undefined) {
        headerLine = line.replace(/^\uFEFF/, '');
        headerNumber = number;
      } else found.push(line);
      if (found.length >= count) break;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('Fichier CSV illisible (compression gzip invalide ?)');
  } finally {
    await lines.return(undefined);
    close();
  }
  if (headerLine === undefined) throw new ImportFileError('Fichier CSV vide');
  return { headerLine, headerNumber, lines: found };
}

/** The separator of a header: the candidate found most often in it (a comma on a tie or when none is). */
export function detectSeparator(headerLine: string): CsvSeparator {
  let best: CsvSeparator = ',';
  let most = 0;
  for (const separator of SEPARATORS) {
    const n = headerLine.split(separator).length - 1;
    if (n > most) {
      best = separator;
      most = n;
    }
  }
  return best;
}

/** True when the rows write decimals with a comma (`12,5`): only possible when the separator is not one. */
export function detectDecimalComma(rows: readonly (readonly string[])[], separator: CsvSeparator): boolean {
  return separator !== ',' && rows.some((row) => row.some((cell) => DECIMAL_COMMA.test(cell)));
}

/** The key a header is remembered by for a station: SHA-256 of its line, trimmed. */
export function headerKey(headerLine: string): string {
  return createHash('sha256').update(headerLine.trim()).digest('hex');
}

/** Reading measures a column may fill, with their units (the catalogue's display units). */
const UNITS_OF: ReadonlyMap<string, readonly string[]> = new Map(
  CSV_MAPPING_MEASURES.map(({ measure, units }) => [measure, units]),
);

/**
 * The problems of `mapping` for a file whose header has `columns` cells: no instant column, a column
 * outside the header or given twice, a date pattern that reads no date and time (checkTime), a measure the catalogue does not
 * know or given twice, a unit that is not one of the measure's, no measure at all. Empty when it is good.
 */
export function checkMapping(mapping: ImportColumnMapping, columns: number): ApiErrorItem[] {
  const problems: ApiErrorItem[] = [];
  const outside = (column: number) =>
    `Colonne ${column + 1} absente : l'en-tête du fichier en a ${columns} (séparateur « ${mapping.separator === '\t' ? 'tabulation' : mapping.separator} »)`;
  const used = new Set<number>();
  const { time } = mapping;
  if (time === null) {
    problems.push({
      message: "Aucune colonne d'horodatage : indiquez la colonne de la date",
      propertyPath: 'time',
    });
  } else {
    used.add(time.column);
    if (time.column >= columns) problems.push({ message: outside(time.column), propertyPath: 'time.column' });
    problems.push(...checkTime(time, columns, outside));
    if (time.timeOfDay !== undefined) used.add(time.timeOfDay.column);
  }
  const measures = new Set<string>();
  mapping.measures.forEach((entry, index) => {
    const at = (field: string) => `measures[${index}].${field}`;
    if (entry.column >= columns)
      problems.push({ message: outside(entry.column), propertyPath: at('column') });
    else if (used.has(entry.column))
      problems.push({
        message: `Colonne ${entry.column + 1} associée deux fois`,
        propertyPath: at('column'),
      });
    used.add(entry.column);
    const units = UNITS_OF.get(entry.measure);
    if (units === undefined) {
      problems.push({ message: `Mesure inconnue : ${entry.measure}`, propertyPath: at('measure') });
      return;
    }
    if (measures.has(entry.measure))
      problems.push({
        message: `Mesure ${entry.measure} associée à deux colonnes`,
        propertyPath: at('measure'),
      });
    measures.add(entry.measure);
    if (!units.includes(entry.unit)) {
      problems.push({
        message: `Unité « ${entry.unit} » impossible pour ${entry.measure} (unités possibles : ${units.join(', ')})`,
        propertyPath: at('unit'),
      });
    }
  });
  if (mapping.measures.length === 0)
    problems.push({ message: 'Aucune colonne associée à une mesure', propertyPath: 'measures' });
  return problems;
}

/**
 * The problems of the instant's formats: a pattern that reads no date and time (a date-only pattern without
 * a time column names `time.timeOfDay`), and with a time column, a date pattern holding the time, a time
 * pattern holding the date, that column outside the header or the date's own, a format other than pattern.
 */
function checkTime(
  time: CsvTimeColumn,
  columns: number,
  outside: (column: number) => string,
): ApiErrorItem[] {
  const problems: ApiErrorItem[] = [];
  const { timeOfDay } = time;
  const pattern = time.pattern ?? '';
  if (timeOfDay === undefined) {
    if (time.format !== 'pattern') return problems;
    const compiled = compilePattern(pattern);
    if (typeof compiled === 'string') {
      const dateOnly = typeof compilePattern(pattern, 'date') !== 'string';
      problems.push({ message: compiled, propertyPath: dateOnly ? 'time.timeOfDay' : 'time.pattern' });
    }
    return problems;
  }
  if (time.format !== 'pattern')
    problems.push({
      message: "Avec une colonne de l'heure, la date se lit selon un modèle (format « pattern »)",
      propertyPath: 'time.format',
    });
  else {
    const date = compilePattern(pattern, 'date');
    if (typeof date === 'string') problems.push({ message: date, propertyPath: 'time.pattern' });
  }
  const clock = compilePattern(timeOfDay.pattern, 'time');
  if (typeof clock === 'string') problems.push({ message: clock, propertyPath: 'time.timeOfDay.pattern' });
  if (timeOfDay.column >= columns)
    problems.push({ message: outside(timeOfDay.column), propertyPath: 'time.timeOfDay.column' });
  else if (timeOfDay.column === time.column)
    problems.push({
      message: `Colonne ${timeOfDay.column + 1} associée deux fois`,
      propertyPath: 'time.timeOfDay.column',
    });
  return problems;
}

/** The cells of the sample's header and rows, split by `separator`. */
export function sampleCells(sample: CsvSample, separator: CsvSeparator) {
  return {
    header: splitFields(sample.headerLine, separator),
    rows: sample.lines.map((line) => splitFields(line, separator)),
  };
}
