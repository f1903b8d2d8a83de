/**
 * Opens the history source an owner names, whichever its kind: a WeeWX archive, a CumulusMX data folder
 * (or a zip of one), a CSV file (meteodeck's readings format, or an Ecowitt or WeatherLink export, told
 * apart by its header; or any layout through the admin's column mapping), or an Ecowitt or WeatherLink export only. Every check of "is this what it claims to be" happens here, before
 * anything is stored (ImportFileError, in French).
 */

import type { ImportColumnMapping } from '@meteodeck/contract';
import { openCsvFile } from './csv.source.ts';
import { openCumulusData } from './cumulus.source.ts';
import type { CumulusUnits } from './cumulus-settings.ts';
import type { ImportKind, ImportSource } from './import-source.ts';
import { openMappedCsv } from './mapped-csv.source.ts';
import { openVendorCsv } from './vendor-csv.source.ts';
import { type LeafWetnessScale, openWeewxArchive } from './weewx.source.ts';

/** A source as the owner names it, with the options of its kind. */
export interface SourceChoice {
  kind: ImportKind;
  path: string;
  /**
   * CumulusMX: units stated by the owner (they win over Cumulus.ini); a CSV export whose header names no
   * units (WeatherLink's desktop export): its units.
   */
  cumulusUnits?: Partial<CumulusUnits>;
  /** CSV files: the file's name as the owner knows it (in `file:line`), when `path` is another (an upload). */
  name?: string;
  /** WeeWX: how leafWet1 is read (default: decided from the archive). */
  leafWetness?: LeafWetnessScale;
  /** A CSV file read through the admin's column mapping (csv-mapping.ts), whatever its layout. */
  mapping?: ImportColumnMapping;
}

/** Opens `choice` for a station in `timeZone` (local times of CumulusMX logs are read in it). */
export async function openImportSource(
  choice: SourceChoice,
  timeZone: string,
  dayStartHour = 0,
): Promise<ImportSource> {
  switch (choice.kind) {
    case 'weewx':
      return openWeewxArchive(choice.path, timeZone, {
        leafWetness: choice.leafWetness ?? 'auto',
        dayStartHour,
      });
    case 'cumulus':
      return openCumulusData(choice.path, timeZone, { units: choice.cumulusUnits ?? {}, dayStartHour });
    case 'csv':
      if (choice.mapping !== undefined)
        return openMappedCsv(choice.path, timeZone, choice.mapping, { name: choice.name });
      return openCsvFile(choice.path, timeZone, {
        units: choice.cumulusUnits ?? {},
        name: choice.name,
        dayStartHour,
      });
    case 'ecowitt':
    case 'weatherlink': {
      const source = await openVendorCsv(choice.path, timeZone, {
        format: choice.kind,
        units: choice.cumulusUnits ?? {},
        name: choice.name,
        dayStartHour,
      });
      if (source === undefined) throw new Error('unreachable: a format was given');
      return source;
    }
  }
}

/** An import job's received file, as its row in `import_jobs` names it (kind, path, name, options). */
export interface JobFile {
  kind: string;
  upload_path: string;
  file_name: string;
  /** JSON text of the job's options (`cumulusUnits`, a CSV's `mapping`). */
  options: string;
}

/** Opens the file an import job received, for `station` (the preview and the run alike). */
export function openJobFile(
  job: JobFile,
  station: { timezone: string; dayStartHour: number },
): Promise<ImportSource> {
  const options = jobOptions(job);
  return openImportSource(
    {
      kind: job.kind as ImportKind,
      path: job.upload_path,
      name: job.file_name,
      cumulusUnits: options.cumulusUnits ?? {},
      ...(options.mapping === undefined ? {} : { mapping: options.mapping }),
    },
    station.timezone,
    station.dayStartHour,
  );
}

/** The options an import job's row keeps (JSON text): CumulusMX's units, a CSV's column mapping. */
export interface JobOptions {
  cumulusUnits?: Partial<CumulusUnits>;
  mapping?: ImportColumnMapping;
}

/** The options of job `job`. */
export function jobOptions(job: Pick<JobFile, 'options'>): JobOptions {
  return JSON.parse(job.options) as JobOptions;
}
