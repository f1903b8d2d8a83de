/**
 * The analysis of a received history file before its import (GET /api/import/{id}/preview): the file is
 * opened by the same readers as the import (open-source.ts, so the same checks refuse it), gone through
 * without storing anything, and described: the station it goes to, its first and last reading in the
 * station's time zone, its rows, the measures it holds with the units they are written in, where the days'
 * extremes will come from, and what could not be read. A WeeWX archive is counted in SQL in its reader's
 * worker (ImportSource.survey), so a large archive stays cheap; the other sources are read as a stream.
 */
import type { ImportExtremesSource, ImportKind, ImportPreview, ImportRejection } from '@meteodeck/contract';
import { createZoneCalendar } from '@meteodeck/weather';
import { conflict, invalid, notFound } from '../../app-error.ts';
import { emptyReading } from '../readings/index.ts';
import type { StationsRepository } from '../stations/index.ts';
import type { ImportJobsRepository } from './import-jobs.repository.ts';
import { IMPORT_MESSAGES } from './import-messages.ts';
import { ImportFileError, type ImportSource, type SourceSurvey } from './import-source.ts';
import { openJobFile } from './open-source.ts';

/** Unreadable or repeated rows the preview lists (all are counted). */
export const PREVIEW_EXAMPLES = 10;

/** What the file is, as the admin knows it, by the kind of source read. */
const SOURCE_NAMES: Readonly<Record<ImportKind, string>> = {
  weewx: 'Archive WeeWX',
  cumulus: 'Dossier CumulusMX',
  csv: 'CSV de relevés',
  ecowitt: 'Export Ecowitt',
  weatherlink: 'Export WeatherLink',
};

/** Where a source's own daily extremes come from, when it has some. */
const EXTREMES_SOURCES: Readonly<Record<ImportKind, ImportExtremesSource>> = {
  weewx: 'weewxDaySummaries',
  cumulus: 'cumulusDayfile',
  csv: 'readings',
  ecowitt: 'exportHighLow',
  weatherlink: 'exportHighLow',
};

/** The fields of a reading: a column's target the preview counts (not an interval's high, a piezo counter). */
const READING_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyReading(0)));

/**
 * Goes through `source`'s rows once and counts them (the survey of a source that cannot count itself): rows,
 * first and last reading, values of each measure, unreadable rows and rows given twice.
 */
async function readThrough(source: ImportSource): Promise<SourceSurvey> {
  const columns = source.columns?.() ?? [];
  const counts = new Map(columns.filter((c) => READING_FIELDS.has(c.measure)).map((c) => [c.measure, 0]));
  const examples: ImportRejection[] = [];
  let rows = 0;
  let unreadable = 0;
  let duplicates = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for await (const row of source.rows()) {
    rows += 1;
    if ('skip' in row) {
      duplicates += 1;
      if (examples.length < PREVIEW_EXAMPLES) examples.push({ at: row.at, reason: row.skip });
      continue;
    }
    if ('reason' in row.item) {
      unreadable += 1;
      if (examples.length < PREVIEW_EXAMPLES) examples.push({ at: row.at, reason: row.item.reason });
      continue;
    }
    const reading = row.item.reading as unknown as Record<string, unknown>;
    const at = row.item.reading.receivedAt;
    if (at < first) first = at;
    if (at > last) last = at;
    for (const [measure, n] of counts) {
      const value = reading[measure];
      if (value !== null && value !== undefined) counts.set(measure, n + 1);
    }
  }
  return {
    rows,
    first: Number.isFinite(first) ? first : null,
    last: Number.isFinite(last) ? last : null,
    unreadable,
    duplicates,
    examples,
    columns: columns.map((c) => ({ ...c, rows: counts.get(c.measure) })),
    unmapped: source.unmappedColumns(),
  };
}

/** The preview of an opened source for a station in `timeZone`. */
export async function previewSource(
  source: ImportSource,
  timeZone: string,
): Promise<Omit<ImportPreview, 'id' | 'fileName' | 'stations'>> {
  const survey = source.survey === undefined ? await readThrough(source) : await source.survey();
  const days = (await source.dayExtremes?.()) ?? [];
  const records = source.checks?.().recordsApplied ?? 0;
  const calendar = createZoneCalendar(timeZone);
  // A record closing a local day is stored a millisecond before midnight (interval-records.ts): shown at it.
  const shown = (ms: number | null) => (ms === null ? null : Math.ceil(ms / 1000) * 1000);
  const local = (ms: number | null) =>
    ms === null ? null : calendar.formatInstant(ms).slice(0, 16).replace('T', ' ');
  const first = shown(survey.first);
  const last = shown(survey.last);
  return {
    kind: source.kind,
    period: {
      first: first === null ? null : new Date(first).toISOString(),
      last: last === null ? null : new Date(last).toISOString(),
      firstLocal: local(first),
      lastLocal: local(last),
      timeZone,
    },
    rows: survey.rows,
    measures: survey.columns
      .filter((c) => c.rows !== 0)
      .map((c) => ({ column: c.column, measure: c.measure, unit: c.unit, rows: c.rows ?? null })),
    extremes: {
      source: days.length > 0 ? EXTREMES_SOURCES[source.kind] : 'readings',
      days: days.length,
      records,
    },
    problems: {
      unknownColumns: survey.unmapped,
      unreadable: survey.unreadable,
      duplicates: survey.duplicates,
      examples: survey.examples,
    },
  };
}

export interface ImportPreviewDeps {
  jobs: ImportJobsRepository;
  stations: StationsRepository;
}

/**
 * The preview of job `id`'s received file: 409 while it is not entirely received or once started, 400 (the
 * reason, in French) when it is not what the job says; nothing is stored and the job is left as it was.
 */
export function createImportPreviewService(deps: ImportPreviewDeps) {
  return {
    async preview(id: number): Promise<ImportPreview> {
      const row = await deps.jobs.findById(id);
      if (row === undefined) throw notFound(IMPORT_MESSAGES.notFound);
      if (row.status !== 'uploading') throw conflict(IMPORT_MESSAGES.notUploading);
      if (row.received !== row.size) throw conflict(IMPORT_MESSAGES.incomplete(row.received, row.size));
      const station = await deps.stations.findById(row.weather_station_id);
      if (station === undefined) throw notFound(IMPORT_MESSAGES.notFound);
      let source: ImportSource;
      try {
        source = await openJobFile(row, station);
      } catch (error) {
        if (error instanceof ImportFileError) throw invalid(error.message, 'file');
        throw error;
      }
      try {
        const found = await previewSource(source, station.timezone);
        return {
          id,
          fileName: row.file_name,
          stations: [
            {
              inFile: `${SOURCE_NAMES[found.kind]} (${row.file_name})`,
              reference: station.reference,
              name: station.name,
            },
          ],
          ...found,
        };
      } catch (error) {
        if (error instanceof ImportFileError) throw invalid(error.message, 'file');
        throw error;
      } finally {
        await source.close().catch(() => {});
      }
    },
  };
}

export type ImportPreviewService = ReturnType<typeof createImportPreviewService>;
