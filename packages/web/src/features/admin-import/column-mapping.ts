import {
  CSV_MAPPING_MEASURES,
  type CsvSeparator,
  type CsvTimeFormat,
  type ImportColumnMapping,
  type ImportCsvColumns,
} from '@meteodeck/contract';

/**
 * The column mapping step's draft (components/import-column-mapper.tsx): the role of each column of a CSV
 * file ('ignore', 'time' or a measure of the catalogue) with the unit of each measure column, the format and
 * zone of the instant, the separator and decimal mark; made from the columns answer and turned into the
 * mapping the server checks.
 */
export interface MappingDraft {
  separator: CsvSeparator;
  decimalComma: boolean;
  /** Per column: 'ignore', 'time' or a measure. */
  roles: string[];
  /** Per column: the unit of its measure. */
  units: string[];
  format: CsvTimeFormat;
  pattern: string;
  zone: 'utc' | 'station';
}

export const SEPARATORS: readonly CsvSeparator[] = [';', ',', '\t', '|'];
export const TIME_FORMATS: readonly CsvTimeFormat[] = ['pattern', 'iso', 'epochSeconds', 'epochMs'];
/** The units of each measure a column may be mapped to (the catalogue's, the canonical first for most). */
export const MEASURE_UNITS: ReadonlyMap<string, readonly string[]> = new Map(
  CSV_MAPPING_MEASURES.map(({ measure, units }) => [measure, units]),
);

/** The instant's format a first cell looks written in, and a date pattern that reads it. */
export function guessTimeFormat(cell: string): { format: CsvTimeFormat; pattern: string } {
  const text = cell.trim();
  const german = 'DD.MM.YYYY HH:mm';
  if (/^\d{13}$/.test(text)) return { format: 'epochMs', pattern: german };
  if (/^\d{9,10}$/.test(text)) return { format: 'epochSeconds', pattern: german };
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) return { format: 'iso', pattern: german };
  if (/^\d{1,2}\/\d{1,2}\/\d{4} .*[ap]\.?m/i.test(text))
    return { format: 'pattern', pattern: 'MM/DD/YYYY hh:mm a' };
  if (/^\d{1,2}\/\d{1,2}\/\d{4}/.test(text)) return { format: 'pattern', pattern: 'DD/MM/YYYY HH:mm' };
  return { format: 'pattern', pattern: text.split(':').length > 2 ? `${german}:ss` : german };
}

/** The draft for a file: its own or remembered mapping, else its first column as the instant. */
export function draftFrom(columns: ImportCsvColumns): MappingDraft {
  const count = columns.header.length;
  const { mapping } = columns;
  if (mapping !== null) {
    const roles = Array.from({ length: count }, () => 'ignore');
    const units = Array.from({ length: count }, () => '');
    if (mapping.time !== null && mapping.time.column < count) roles[mapping.time.column] = 'time';
    for (const { column, measure, unit } of mapping.measures) {
      if (column >= count) continue;
      roles[column] = measure;
      units[column] = unit;
    }
    return {
      separator: mapping.separator,
      decimalComma: mapping.decimalComma,
      roles,
      units,
      format: mapping.time?.format ?? 'pattern',
      pattern: mapping.time?.pattern ?? 'DD.MM.YYYY HH:mm',
      zone: mapping.time?.zone ?? 'station',
    };
  }
  const guessed = guessTimeFormat(columns.rows[0]?.[0] ?? '');
  return {
    separator: columns.separator,
    decimalComma: columns.decimalComma,
    roles: Array.from({ length: count }, (_, index) => (index === 0 ? 'time' : 'ignore')),
    units: Array.from({ length: count }, () => ''),
    ...guessed,
    zone: 'station',
  };
}

/** `draft` with column `index` given `role` (a single instant column; a measure starts in its first unit). */
export function withRole(draft: MappingDraft, index: number, role: string): MappingDraft {
  const roles = draft.roles.map((old, i) =>
    i === index ? role : role === 'time' && old === 'time' ? 'ignore' : old,
  );
  const units = draft.units.map((unit, i) => (i === index ? (MEASURE_UNITS.get(role)?.[0] ?? '') : unit));
  return { ...draft, roles, units };
}

/** The mapping a draft gives (the server checks it: no instant column, a unit that is not the measure's…). */
export function mappingOf(draft: MappingDraft): ImportColumnMapping {
  const timeColumn = draft.roles.indexOf('time');
  return {
    separator: draft.separator,
    decimalComma: draft.decimalComma,
    time:
      timeColumn < 0
        ? null
        : {
            column: timeColumn,
            format: draft.format,
            ...(draft.format === 'pattern' ? { pattern: draft.pattern } : {}),
            zone: draft.zone,
          },
    measures: draft.roles.flatMap((role, column) =>
      role === 'ignore' || role === 'time'
        ? []
        : [{ column, measure: role, unit: draft.units[column] ?? '' }],
    ),
  };
}

/** The sample's cells split again by `separator` (the server split them by the one it detected). */
export function resplit(
  columns: ImportCsvColumns,
  separator: CsvSeparator,
): { header: string[]; rows: string[][] } {
  if (separator === columns.separator) return { header: columns.header, rows: columns.rows };
  const again = (cells: string[]) => cells.join(columns.separator).split(separator);
  return { header: again(columns.header), rows: columns.rows.map(again) };
}

/** `draft` read with `separator`: one role per column of the header split again (new columns ignored). */
export function withSeparator(
  draft: MappingDraft,
  columns: ImportCsvColumns,
  separator: CsvSeparator,
): MappingDraft {
  const count = resplit(columns, separator).header.length;
  return {
    ...draft,
    separator,
    roles: Array.from({ length: count }, (_, i) => draft.roles[i] ?? 'ignore'),
    units: Array.from({ length: count }, (_, i) => draft.units[i] ?? ''),
  };
}
