/**
 * `npm run import` as the owner runs it, a real child process on the server's database:
 * - a WeeWX archive imported while the station's console keeps uploading to the running server: the import
 *   commits in short chunks and pauses between them, so every upload is answered within a second, nothing
 *   is lost, and the server shows the imported history without a restart;
 * - an import killed half way (kill -9) and run again: it completes, stores each reading once, and leaves
 *   the summaries as a rebuild from the readings makes them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { runCli, startCli } from '../../test/cli-process.ts';
import { dialects } from '../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../test/factories.ts';
import { createTestImporter } from '../../test/import-harness.ts';
import { roundSums } from '../../test/summary-sums.ts';
import { type ArchiveRow, createWeewxArchive, METRIC, writeArchiveRows } from '../../test/weewx-archive.ts';
import { rebuildStationSummaries } from '../modules/readings/summaries/summary-rebuild.ts';

const MINUTE = 60_000;
/** Readings in the imported archive: six weeks of 1-minute history. */
const HISTORY = 60_000;
const UPLOAD_EVERY_MS = 200;

/** `count` 1-minute METRIC archive rows ending at `endMs`; the row `coldAt` rows from the end is -23.4 °C. */
function historyRows(endMs: number, count: number, coldAt = -1): ArchiveRow[] {
  const rows: ArchiveRow[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    rows.push({
      dateTime: (endMs - i * MINUTE) / 1000,
      usUnits: METRIC,
      interval: 1,
      outTemp: i === coldAt ? -23.4 : Math.round((10 + 5 * Math.sin(i / 300)) * 10) / 10,
      outHumidity: 70,
      rain: i % 97 === 0 ? 0.02 : 0,
    });
  }
  return rows;
}

describe.each(dialects)('npm run import on %s', (dialect) => {
  let t: TestApp;
  let dir: string;

  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.now() });
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-import-live-'));
  });
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every upload within a second, stores everything and shows the history', async () => {
    const station = await buildStation(t.db, {
      timezone: 'Europe/Paris',
      apiToken: 'live-token-0123456789',
      quality: NO_SPIKE_FILTER,
    });
    const liveStart = t.clock.now() - 10 * MINUTE;
    const historyEnd = Math.floor(liveStart / MINUTE) * MINUTE - MINUTE;
    // One cold reading in the history: the record's minimum after the import.
    const archive = createWeewxArchive(dir, 'wview');
    writeArchiveRows(archive, historyRows(historyEnd, HISTORY, 30_000));

    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const upload = async (i: number) => {
      const at = new Date(liveStart + i * 1000).toISOString().slice(0, 19).replace('T', '+');
      const started = performance.now();
      const response = await fetch(
        `${base}/weatherstation/updateweatherstation.php?ID=${station.reference}&PASSWORD=live-token-0123456789&dateutc=${at}&tempf=55.4&humidity=60`,
      );
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
    expect((await upload(0)).body).toBe('success');

    const imported = runCli('import', ['--station', station.reference, '--weewx', archive], {
      DATABASE_URL: t.databaseUrl,
      LOG_LEVEL: 'silent',
    });
    let finished = false;
    void imported.then(() => {
      finished = true;
    });
    const answers: Array<{ status: number; body: string; ms: number }> = [];
    let i = 1;
    while (!finished) {
      answers.push(await upload(i));
      i += 1;
      await new Promise((r) => setTimeout(r, UPLOAD_EVERY_MS));
    }
    const result = await imported;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`${HISTORY} imported`);
    // The import took long enough for the console to upload during it.
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.status !== 200 || a.body !== 'success')).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1000);

    const stored = await t.db
      .selectFrom('readings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('weather_station_id', '=', station.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(HISTORY + answers.length + 1);
    await vi.waitFor(
      async () => {
        const record = await t.app.inject(`/api/weatherData/${station.reference}/history/record`);
        expect(record.json().minTemperature).toBe(-23.4);
      },
      { timeout: 10_000, interval: 250 },
    );
  }, 180_000);

  it('completes an import killed half way when it runs again', async () => {
    const station = await buildStation(t.db, { timezone: 'America/New_York' });
    const total = 60_000;
    const archive = createWeewxArchive(dir, 'wview');
    const rows = historyRows(Date.UTC(2025, 5, 1), total);
    writeArchiveRows(archive, rows);
    const env = { DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' };
    const args = ['--station', station.reference, '--weewx', archive];
    const stored = (await createTestImporter(t, station.reference)).count;

    const first = startCli('import', args, env);
    await vi.waitFor(async () => expect(await stored()).toBeGreaterThan(10_000), {
      timeout: 60_000,
      interval: 50,
    });
    first.child.kill('SIGKILL');
    expect((await first.ended).code).toBeNull();
    const before = await stored();
    expect(before).toBeLessThan(total);

    const again = await runCli('import', args, env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain(`${total} rows read, ${total - before} imported, ${before} skipped`);
    expect(again.output).toContain(`skipped ${before} already stored, 0 given twice; rejected 0 unreadable`);
    expect(await stored()).toBe(total);

    // Every day as the readings make it: a rebuild from the readings changes nothing.
    const summaries = () =>
      t.db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', station.id)
        .orderBy('day')
        .execute();
    const imported = await summaries();
    const rain = imported.reduce((sum, day) => sum + (day.rain_total_mm ?? 0), 0);
    expect(rain).toBeCloseTo(
      rows.reduce((sum, row) => sum + (row.rain ?? 0) * 10, 0),
      6,
    );
    await rebuildStationSummaries(t.db, t.dialect, station);
    // Days the killed run had folded in part were merged again from their hours: sums in another order.
    expect((await summaries()).map(roundSums)).toEqual(imported.map(roundSums));
  }, 180_000);
});
