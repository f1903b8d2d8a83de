/**
 * A CSV file read through the column mapping its admin gave (csv-mapping.ts) as an import source, so a file
 * of any layout goes through the importer core like the other CSV formats: the same pipeline, tally, checks
 * and idempotent re-import. Each mapped column's values are converted from the unit the admin named to the
 * measure's canonical unit by the measure catalogue (`measureToCanonical`); empty, `--` and `N/A` cells are
 * missing values; a second row at an instant the file already gave is left out (the first is kept) and
 * counted as skipped with its reason; the other columns holding data are reported as not imported.
 */
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ImportColumnMapping } from '@meteodeck/contract';
import { isMeasureKind, type MeasureUnit, measureToCanonical } from '@meteodeck/weather';
import { type CanonicalReading, emptyReading, type ReadingMeasures } from '../readings/index.ts';
import { readCsvSample } from './csv-mapping.ts';
import { createInstantReader, instantCell } from './csv-mapping-time.ts';
import type { ImportSource, SourceRow } from './import-source.ts';
import { createRepeatedInstants } from './repeated-instants.ts';
import { readFileLines } from './text-lines.ts';
import { cellNumber, isMissing, splitFields } from './vendor-csv-cells.ts';

/** A mapped measure column, with its header's label and its conversion to the canonical unit. */
interface MappedColumn {
  index: number;
  label: string;
  measure: keyof ReadingMeasures;
  unit: string;
  toCanonical: (value: number) => number | null;
}

/**
 * Opens the CSV at `path` for a station in `timeZone` through `mapping` (already checked against its header:
 * checkMapping); rows are found as `name:line` (default: the file's own name). The header is its first
 * non-empty line.
 */
export async function openMappedCsv(
  path: string,
  timeZone: string,
  mapping: ImportColumnMapping,
  options: { name?: string | undefined } = {},
): Promise<ImportSource> {
  const { time } = mapping;
  if (time === null) throw new Error('unreachable: a checked mapping has its instant column');
  const size = (await stat(path)).size;
  const name = options.name ?? basename(path);
  let header: string[] = [];
  const columns: MappedColumn[] = [];
  const withData = new Set<number>();
  let bytesRead = () => 0;

  const setHeader = (line: string) => {
    header = splitFields(line, mapping.separator);
    columns.length = 0;
    for (const { column, measure, unit } of mapping.measures) {
      if (!isMeasureKind(measure)) continue;
      columns.push({
        index: column,
        label: header[column] ?? `#${column + 1}`,
        measure: measure as keyof ReadingMeasures,
        unit,
        toCanonical: (value) => measureToCanonical(measure, value, unit as MeasureUnit),
      });
    }
  };
  const mapped = new Set([time.column, ...mapping.measures.map((m) => m.column)]);
  if (time.timeOfDay !== undefined) mapped.add(time.timeOfDay.column);
  setHeader((await readCsvSample(path, 0)).headerLine);

  const toReading = (fields: readonly string[], at: number): CanonicalReading | string => {
    const reading = emptyReading(at);
    for (const column of columns) {
      const cell = fields[column.index] ?? '';
      const quantity = column.measure === 'windDirection' ? 'direction' : 'plain';
      const value = cellNumber(cell, mapping.decimalComma, quantity);
      if (value === null) continue;
      const canonical = Number.isNaN(value) ? null : column.toCanonical(value);
      if (canonical === null) return `${column.label} : valeur numérique attendue (${cell})`;
      reading[column.measure] = canonical;
    }
    return reading;
  };

  return {
    kind: 'csv',
    async *rows(): AsyncGenerator<SourceRow> {
      const file = readFileLines(path, 'Fichier CSV');
      bytesRead = file.bytesRead;
      const instantOf = createInstantReader(time, timeZone);
      const repeated = createRepeatedInstants();
      let headerSeen = false;
      let number = 0;
      for await (const text of file.lines) {
        number += 1;
        if (text.trim() === '') continue;
        if (!headerSeen) {
          headerSeen = true;
          continue;
        }
        const fields = splitFields(text, mapping.separator);
        const at = `${name}:${number}`;
        // The header again (files put end to end).
        if (fields[time.column] === header[time.column]) continue;
        fields.forEach((cell, index) => {
          if (!mapped.has(index) && !isMissing(cell)) withData.add(index);
        });
        const cell = instantCell(time, fields);
        const instant = instantOf(cell);
        if (instant === undefined) {
          yield { at, item: { reason: `date illisible (${cell})` } };
          continue;
        }
        const before = repeated.firstLineOf(instant, number);
        if (before !== undefined) {
          yield {
            at,
            skip: `même heure que la ligne ${before} (${name}) : ligne ignorée, la première est gardée`,
          };
          continue;
        }
        const reading = toReading(fields, instant);
        yield typeof reading === 'string' ? { at, item: { reason: reading } } : { at, item: { reading } };
      }
    },
    progress: () => (size === 0 ? 1 : Math.min(1, bytesRead() / size)),
    unmappedColumns: () =>
      [...withData].sort((a, b) => a - b).map((index) => header[index] || `#${index + 1}`),
    columns: () =>
      mapping.measures.map(({ column, measure, unit }) => ({
        column: header[column] ?? `#${column + 1}`,
        measure,
        unit: unit === 'index' || unit === 'count' ? '' : unit,
      })),
    async close() {},
  };
}
