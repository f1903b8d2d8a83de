/**
 * `npm run import`: a station's history into meteodeck, through the ingestion pipeline, while the server
 * may be running (its uploads keep going first; it shows the imported history within seconds).
 *
 *   npm run import -- --station SSDP41000 --weewx /var/lib/weewx/weewx.sdb [--leaf-wetness auto|index|percent]
 *   npm run import -- --station SSDP41000 --cumulus /opt/CumulusMX/data [--temperature C|F] [--rain mm|in]
 *                     [--pressure hPa|mb|inHg|kPa] [--wind m/s|mph|km/h|kn]
 *   npm run import -- --station SSDP41000 history.csv[.gz] [more.csv …]   (meteodeck's readings CSV, or an
 *                     Ecowitt or WeatherLink export, found from the header; [--temperature …] for a
 *                     WeatherLink desktop export, whose header names no units)
 *
 * A progress bar while it runs, then a summary: rows imported, skipped (already stored), rejected (each
 * with its place in the source and the reason), the days imported and the rows by reason (the tally), and
 * the source columns meteodeck has no place for. Ctrl+C
 * stops after the current batch; running the same command again completes the import.
 */
import cliProgress from 'cli-progress';
import { ConfigError } from '../config.ts';
import {
  CUMULUS_PRESSURE_UNITS,
  CUMULUS_RAIN_UNITS,
  CUMULUS_TEMPERATURE_UNITS,
  CUMULUS_WIND_UNITS,
  type CumulusUnits,
} from '../modules/imports/cumulus-settings.ts';
import { ImportFileError } from '../modules/imports/import-source.ts';
import { type ImportReport, runImport } from '../modules/imports/importer.ts';
import { openImportSource, type SourceChoice } from '../modules/imports/open-source.ts';
import type { LeafWetnessScale } from '../modules/imports/weewx.source.ts';
import { openCliContext, parseArgs, printedHelp } from './cli-context.ts';

const USAGE = `usage:
  npm run import -- --station <reference> --weewx <archive.sdb> [--leaf-wetness auto|index|percent]
  npm run import -- --station <reference> --cumulus <data folder|zip> [--temperature C|F] [--rain mm|in]
                    [--pressure hPa|mb|inHg|kPa] [--wind m/s|mph|km/h|kn]
  npm run import -- --station <reference> <file.csv|file.csv.gz> [more files] [--temperature C|F] [--rain mm|in]
                    [--pressure hPa|mb|inHg|kPa] [--wind m/s|mph|km/h|kn]   (CSV: meteodeck's, Ecowitt, WeatherLink)`;

const OPTIONS = ['station', 'weewx', 'cumulus', 'leaf-wetness', 'temperature', 'rain', 'pressure', 'wind'];

/** `value` when it is one of `choices`; throws a usage error otherwise. */
function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  choices: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${choices.join(', ')}`);
}

class UsageError extends Error {}

/** The sources the arguments name, in the order to import them. */
function sourcesFrom(options: Map<string, string>, files: string[]): SourceChoice[] {
  const weewx = options.get('weewx');
  const cumulus = options.get('cumulus');
  if ([weewx !== undefined, cumulus !== undefined, files.length > 0].filter(Boolean).length !== 1) {
    throw new UsageError('name one source: --weewx, --cumulus, or CSV files');
  }
  if (weewx !== undefined) {
    const leafWetness = oneOf<LeafWetnessScale>('leaf-wetness', options.get('leaf-wetness'), [
      'auto',
      'index',
      'percent',
    ]);
    return [{ kind: 'weewx', path: weewx, ...(leafWetness === undefined ? {} : { leafWetness }) }];
  }
  const units: Partial<CumulusUnits> = {};
  const temperature = oneOf('temperature', options.get('temperature'), CUMULUS_TEMPERATURE_UNITS);
  const rain = oneOf('rain', options.get('rain'), CUMULUS_RAIN_UNITS);
  const pressure = oneOf('pressure', options.get('pressure'), CUMULUS_PRESSURE_UNITS);
  const wind = oneOf('wind', options.get('wind'), CUMULUS_WIND_UNITS);
  if (temperature !== undefined) units.temperature = temperature;
  if (rain !== undefined) units.rain = rain;
  if (pressure !== undefined) units.pressure = pressure;
  if (wind !== undefined) units.wind = wind;
  if (cumulus !== undefined) return [{ kind: 'cumulus', path: cumulus, cumulusUnits: units }];
  // A CSV file's format is found from its header; the units are those of an export whose header names none.
  return files.map((path) => ({ kind: 'csv', path, cumulusUnits: units }));
}

/** Prints the closing summary of one source. */
function printReport(reference: string, path: string, report: ImportReport, seconds: number): void {
  const rate = seconds > 0 ? Math.round(report.imported / seconds) : report.imported;
  console.log(
    `${reference} ← ${path} (${report.kind}): ${report.rows} rows read, ${report.imported} imported, ` +
      `${report.skipped} skipped (already stored), ${report.rejected} rejected, in ${seconds.toFixed(1)} s ` +
      `(${rate} readings/s)`,
  );
  const t = report.tally;
  console.log(
    `By reason: ${t.daysImported} days imported; skipped ${t.alreadyStored} already stored, ` +
      `${t.duplicates} given twice; rejected ${t.unreadable} unreadable, ${t.outOfRange} dated out of range, ` +
      `${t.noMeasure} without a measure, ${t.other} other`,
  );
  if (report.sensorValues > 0 || report.sensorValuesDropped > 0) {
    console.log(
      `Extra sensors: ${report.sensorValues} values stored, ${report.sensorValuesDropped} out of bounds dropped`,
    );
  }
  if (report.valuesFlagged > 0 || report.valuesDropped > 0) {
    console.log(
      `Values quality control took out of stored readings: ${report.valuesFlagged} held for review (back office: ` +
        `Qualité des données), ${report.valuesDropped} impossible`,
    );
  }
  if (report.daysWithSourceExtremes > 0) {
    console.log(
      `Days whose highs and lows (with their times) come from the source's own daily records: ${report.daysWithSourceExtremes}`,
    );
  }
  if (report.sensorDaysWithSourceExtremes > 0) {
    console.log(
      `Extra sensors' days whose highs and lows come from the source's own daily records: ${report.sensorDaysWithSourceExtremes}`,
    );
  }
  if (report.recordsApplied > 0 || report.recordsSkipped.length > 0) {
    console.log(
      `Records kept as their days' highs and lows (alltime.ini, monthlyalltime.ini): ${report.recordsApplied}`,
    );
    for (const r of report.recordsSkipped) console.log(`  not kept: ${r.at}: ${r.reason}`);
  }
  if (report.disagreementCount > 0) {
    const shown = report.disagreements.length;
    const first = shown < report.disagreementCount ? ` (the first ${shown})` : '';
    console.log(`Days dayfile.txt and the logs disagree on: ${report.disagreementCount}${first}`);
    for (const d of report.disagreements) {
      console.log(
        `  ${d.day} ${d.measure} ${d.side}: dayfile ${d.dayfile} ${d.unit}, logs ${d.logs} ${d.unit}`,
      );
    }
  }
  if (report.skips.length > 0) {
    console.log(
      `Skipped, given twice in the file (the first row kept; ${report.skips.length} listed at most 100):`,
    );
    for (const r of report.skips) console.log(`  ${r.at}: ${r.reason}`);
  }
  if (report.rejections.length > 0) {
    const more = report.rejected - report.rejections.length;
    console.log(`Rejected${more > 0 ? ` (the first ${report.rejections.length})` : ''}:`);
    for (const r of report.rejections) console.log(`  ${r.at}: ${r.reason}`);
  }
  if (report.unmappedColumns.length > 0) {
    console.log(`Not imported (no place in meteodeck): ${report.unmappedColumns.join(', ')}`);
  }
}

async function main(): Promise<number> {
  if (printedHelp(process.argv.slice(2), USAGE)) return 0;
  const { options, rest } = parseArgs(process.argv.slice(2), OPTIONS);
  const reference = options.get('station');
  const unknown = rest.find((arg) => arg.startsWith('--'));
  if (reference === undefined || unknown !== undefined) {
    console.error(unknown === undefined ? USAGE : `unknown option ${unknown}\n${USAGE}`);
    return 2;
  }
  const choices = sourcesFrom(options, rest);
  const context = await openCliContext();
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort(new Error('stopped')));
  try {
    const station = await context.findStation(reference);
    if (station === undefined) {
      console.error(`Unknown station: ${reference}`);
      return 1;
    }
    for (const choice of choices) {
      const source = await openImportSource(choice, station.timezone, station.dayStartHour);
      const bar = new cliProgress.SingleBar(
        { format: `${choice.path} [{bar}] {percentage}% | {imported} imported | ETA {eta}s` },
        cliProgress.Presets.shades_classic,
      );
      bar.start(1000, 0, { imported: 0 });
      const started = performance.now();
      try {
        const report = await runImport({
          readings: context.readings,
          sensors: context.sensors,
          sensorExtremes: context.sensorExtremes,
          station,
          source,
          signal: stop.signal,
          onProgress: (p) => bar.update(Math.round(p.fraction * 1000), { imported: p.imported }),
        });
        bar.update(1000);
        bar.stop();
        printReport(station.reference, choice.path, report, (performance.now() - started) / 1000);
      } finally {
        bar.stop();
        await source.close();
      }
    }
    return 0;
  } catch (error) {
    if (stop.signal.aborted) {
      console.error('Stopped. What was stored stays; run the same command again to complete the import.');
      return 130;
    }
    throw error;
  } finally {
    await context.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof ImportFileError || error instanceof ConfigError || error instanceof Error) {
      console.error(error.message);
    } else console.error(error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
