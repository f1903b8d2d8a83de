/**
 * The owner imports a station's history from the command line while its console keeps uploading to the
 * running server: the import (another process, here a real `npm run import` child process on the same
 * database) commits in short chunks and pauses between them, so every upload is answered within a second,
 * nothing is lost, and the server hears of the imported history without a restart.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { runCli } from '../../test/cli-process.ts';
import { dialects } from '../../test/dialects.ts';
import { buildStation } from '../../test/factories.ts';

const MINUTE = 60_000;
/** Readings in the imported file: six weeks of 1-minute history. */
const HISTORY = 60_000;
const UPLOAD_EVERY_MS = 200;

describe.each(dialects)('an import from the command line while a console uploads, on %s', (dialect) => {
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
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', apiToken: 'live-token-0123456789' });
    const liveStart = t.clock.now() - 10 * MINUTE;
    const historyEnd = liveStart - MINUTE;
    const lines = ['received_at,temperature_c,humidity_pct,rain_counter_mm'];
    for (let i = HISTORY - 1; i >= 0; i -= 1) {
      const at = historyEnd - i * MINUTE;
      // One cold reading in the history: the record's minimum after the import.
      const temperature = i === 30_000 ? -23.4 : 10 + 5 * Math.sin(i / 300);
      lines.push(`${new Date(at).toISOString()},${temperature.toFixed(1)},70,${(i % 5000) / 10}`);
    }
    const file = join(dir, 'history.csv');
    writeFileSync(file, lines.join('\n'));

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

    const imported = runCli('import', ['--station', station.reference, file], {
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
});
