/**
 * `npm run import -- --station SSDP41000 FILE.csv[.gz] [FILE2 …]`: imports readings from CSV files (layout in
 * csv-readings.ts) through the ingestion pipeline, with a progress bar and a closing summary of the rows
 * imported, skipped (already stored) and rejected (unreadable, in the future, or without any measure).
 */
import { basename } from 'node:path';
import cliProgress from 'cli-progress';
import { ConfigError } from '../config.ts';
import { openCliContext, parseArgs } from './cli-context.ts';
import { type ImportReport, importReadingsFile } from './import-readings.ts';

const USAGE = 'usage: npm run import -- --station <reference> <file.csv|file.csv.gz> [more files]';

async function main(): Promise<number> {
  const { options, rest: files } = parseArgs(process.argv.slice(2), ['station']);
  const reference = options.get('station');
  if (reference === undefined || files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const context = await openCliContext();
  try {
    const station = await context.findStation(reference);
    if (station === undefined) {
      console.error(`Unknown station: ${reference}`);
      return 1;
    }
    const total: ImportReport = { rows: 0, imported: 0, skipped: 0, rejected: 0, rejections: [] };
    const started = Date.now();
    for (const file of files) {
      const bar = new cliProgress.SingleBar(
        { format: `${basename(file)} [{bar}] {percentage}% | {value}/{total} kB | ETA {eta}s` },
        cliProgress.Presets.shades_classic,
      );
      bar.start(1, 0);
      const report = await importReadingsFile({
        readings: context.readings,
        station,
        file,
        onProgress: (read, size) => {
          bar.setTotal(Math.max(1, Math.round(size / 1024)));
          bar.update(Math.round(read / 1024));
        },
      });
      bar.stop();
      total.rows += report.rows;
      total.imported += report.imported;
      total.skipped += report.skipped;
      total.rejected += report.rejected;
      for (const r of report.rejections) console.log(`  ${basename(file)}:${r.line}: ${r.reason}`);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `${station.reference}: ${total.rows} rows read, ${total.imported} imported, ${total.skipped} skipped ` +
        `(already stored), ${total.rejected} rejected, in ${seconds.toFixed(1)} s`,
    );
    return 0;
  } finally {
    await context.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
