import {
  CSV_MAPPING_MEASURES,
  type CsvSeparator,
  type CsvTimeFormat,
  type ImportColumnMapping,
  type ImportCsvColumns,
} from '@meteodeck/contract';

/**
 * The column mapping step's draft (components/import-column-mapper.tsx): the role of each column of a CSV
 * file ('ignore', 'time', 'timeOfDay' or a measure of the catalogue) with the unit of each measure column,
 * the format and zone of the instant (with a 'timeOfDay' column, 'time' is the date and each has its own
 * pattern), the separator and decimal mark; made from the columns answer and turned into the mapping the
 * server checks. The file is never split here: the server answers it split by the separator chosen.
 */
export interface MappingDraft {
  separator: CsvSeparator;
  decimalComma: boolean;
  /** Per column: 'ignore', 'time' (the instant, or the date), 'timeOfDay' (the time beside it) or a measure. */
  roles: string[];
  /** Per column: the unit of its measure. */
  units: string[];
  format: CsvTimeFormat;
  pattern: string;
  /** The pattern of the 'timeOfDay' column, when there is one. */
  timePattern: string;
  zone: 'utc' | 'station';
}

/** Roles a single column may have. */
const SINGLE_ROLES = ['time', 'timeOfDay'];

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

/** A pattern for a time of day written alone (`14:05`, `2:05 PM`, `14:05:30`), or undefined. */
export function guessTimeOfDay(cell: string): string | undefined {
  const match = /^\d{1,2}:\d{2}(:\d{2})?(\s*[ap]\.?m\.?)?$/i.exec(cell.trim());
  if (match === null) return undefined;
  return `${match[2] === undefined ? 'HH' : 'hh'}:mm${match[1] === undefined ? '' : ':ss'}${match[2] === undefined ? '' : ' a'}`;
}

/** A pattern for a date written alone (`27.11.2026`, `11/27/2026`, `2026-11-27`), or undefined. */
function guessDate(cell: string): string | undefined {
  const text = cell.trim();
  if (/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(text)) return 'DD.MM.YYYY';
  if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text)) return 'MM/DD/YYYY';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'YYYY-MM-DD';
  return undefined;
}

/** The draft for a file: its own or remembered mapping, else its first column as the instant. */
export function draftFrom(columns: ImportCsvColumns): MappingDraft {
  const count = columns.header.length;
  const { mapping } = columns;
  if (mapping !== null) {
    const roles = Array.from({ length: count }, () => 'ignore');
    const units = Array.from({ length: count }, () => '');
    if (mapping.time !== null && mapping.time.column < count) roles[mapping.time.column] = 'time';
    const timeOfDay = mapping.time?.timeOfDay;
    if (timeOfDay !== undefined && timeOfDay.column < count) roles[timeOfDay.column] = 'timeOfDay';
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
      timePattern: timeOfDay?.pattern ?? 'HH:mm',
      zone: mapping.time?.zone ?? 'station',
    };
  }
  const first = columns.rows[0] ?? [];
  // `Datum;Zeit` with `27.11.2026;14:05`: a date column and a time column.
  const date = guessDate(first[0] ?? '');
  const time = count > 1 ? guessTimeOfDay(first[1] ?? '') : undefined;
  const split = date !== undefined && time !== undefined;
  return {
    separator: columns.separator,
    decimalComma: columns.decimalComma,
    roles: Array.from({ length: count }, (_, index) =>
      index === 0 ? 'time' : index === 1 && split ? 'timeOfDay' : 'ignore',
    ),
    units: Array.from({ length: count }, () => ''),
    ...(split ? { format: 'pattern' as const, pattern: date } : guessTimeFormat(first[0] ?? '')),
    timePattern: time ?? 'HH:mm',
    zone: 'station',
  };
}

/**
 * `draft` with column `index` given `role` (a single instant column and a single time column; a measure
 * starts in its first unit; a time column takes the time out of the date's pattern).
 */
export function withRole(draft: MappingDraft, index: number, role: string): MappingDraft {
  const roles = draft.roles.map((old, i) =>
    i === index ? role : SINGLE_ROLES.includes(role) && old === role ? 'ignore' : old,
  );
  const units = draft.units.map((unit, i) => (i === index ? (MEASURE_UNITS.get(role)?.[0] ?? '') : unit));
  if (role !== 'timeOfDay') return { ...draft, roles, units };
  // The time now has its own column: the date's pattern keeps its date (`DD.MM.YYYY HH:mm` → `DD.MM.YYYY`).
  const date = draft.pattern.trim().split(/\s+/)[0] ?? '';
  return { ...draft, roles, units, pattern: /[Hhmsa]/.test(date) ? draft.pattern : date };
}

/** The mapping a draft gives (the server checks it: no instant column, a unit that is not the measure's…). */
export function mappingOf(draft: MappingDraft): ImportColumnMapping {
  const timeColumn = draft.roles.indexOf('time');
  const timeOfDayColumn = draft.roles.indexOf('timeOfDay');
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
            ...(timeOfDayColumn < 0
              ? {}
              : { timeOfDay: { column: timeOfDayColumn, pattern: draft.timePattern } }),
          },
    measures: draft.roles.flatMap((role, column) =>
      role === 'ignore' || SINGLE_ROLES.includes(role)
        ? []
        : [{ column, measure: role, unit: draft.units[column] ?? '' }],
    ),
  };
}

/** `draft` with one role and unit per column of a header of `count` cells (new columns ignored). */
export function sizedTo(draft: MappingDraft, count: number): MappingDraft {
  if (draft.roles.length === count) return draft;
  return {
    ...draft,
    roles: Array.from({ length: count }, (_, i) => draft.roles[i] ?? 'ignore'),
    units: Array.from({ length: count }, (_, i) => draft.units[i] ?? ''),
  };
}
