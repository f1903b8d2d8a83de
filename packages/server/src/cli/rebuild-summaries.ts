/**
 * `npm run rebuild-summaries -- [--station REF]`: recomputes the daily summaries and rollups of one station,
 * or of all, from their readings (see summary-rebuild.ts), and their extra sensors' days from the sensors'
 * stored values (sensors/sensor-days-rebuild.ts), while the server runs.
 */
import { rebuildStationSummaries } from '../modules/readings/summaries/summary-rebuild.ts';
import { rebuildSensorDays } from '../modules/sensors/index.ts';
import { openCliContext, parseArgs, printedHelp, runCli } from './cli-context.ts';

const USAGE = `usage: npm run rebuild-summaries -- [--station <reference>]
  Recomputes the daily summaries and rollups of one station (or of every station) from its readings, and its
  extra sensors' days from their values, on the database DATABASE_URL names, while the server runs.`;

async function main(): Promise<number> {
  if (printedHelp(process.argv.slice(2), USAGE)) return 0;
  const { options, rest } = parseArgs(process.argv.slice(2), ['station']);
  if (rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const context = await openCliContext();
  try {
    const reference = options.get('station');
    const station = reference === undefined ? undefined : await context.findStation(reference);
    if (reference !== undefined && station === undefined) {
      console.error(`Unknown station: ${reference}`);
      return 1;
    }
    const stations = station === undefined ? await context.listStations() : [station];
    for (const s of stations) {
      const started = Date.now();
      const days = await rebuildStationSummaries(context.db, context.dialect, s);
      const sensorDays = await rebuildSensorDays(context.db, context.dialect, s);
      // A running server drops what it cached of the station's past.
      await context.changes.record(context.db, { topic: 'station', stationId: s.id });
      console.log(
        `${s.reference}: ${days} daily summaries and their rollups, ${sensorDays} extra sensor days rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    return 0;
  } finally {
    await context.close();
  }
}

runCli(main);
