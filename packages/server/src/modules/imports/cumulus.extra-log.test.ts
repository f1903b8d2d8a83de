/**
 * CumulusMX's extra log (`ExtraLog202403.txt`) imported as the station's extra sensors (Europe/Berlin),
 * beside its monthly log, from a zip: MX 5 lines (`dd/MM/yy HH:mm` then the Unix time) hourly on
 * 2024-03-10 from 01:00 to 23:00, °F (Cumulus.ini TempUnit 1), snow depths in mm (LaserDistancehUnit 2).
 * Worked by hand: extra temperature 1 (field 2) 50 °F (10 °C), 23 °F (−5 °C) at 05:00, 86 °F (30 °C) at
 * 14:00: min −5 at 05:00, max 30 at 14:00, 23 values summing to 21 × 10 − 5 + 30 = 235; soil moisture 1
 * (field 36) 35 %, missing at 12:00 (an empty field); snow depth 1 (field 96) 12 mm = 1.2 cm. A line of the
 * extra log with no line of the monthly log (23:30) is not imported. Then the same in an MX 4 folder.
 */
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDateTime } from '@meteodeck/weather';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { cumulusIni, type LogLine, logLines } from '../../../test/cumulus-folder.ts';
import { dialects } from '../../../test/dialects.ts';
import { createTestImporter } from '../../../test/import-harness.ts';

/** 2024-03-10 at `hour`:`minute` in Berlin (CET), epoch ms. */
const at = (hour: number, minute = 0) => Date.UTC(2024, 2, 9, 23, 0) + (hour * 60 + minute) * 60_000;

function line(instant: number, fields: LogLine['fields']): LogLine {
  const w = localDateTime(instant, 'Europe/Berlin');
  return { wall: [w.year, w.month, w.day, w.hour, w.minute], instantMs: instant, fields };
}

const HOURS = Array.from({ length: 23 }, (_, i) => i + 1);
const monthly = HOURS.map((hour) => line(at(hour), { 2: 41, 3: 80 }));
const extra = [
  ...HOURS.map((hour) =>
    line(at(hour), { 2: hour === 5 ? 23 : hour === 14 ? 86 : 50, 36: hour === 12 ? '' : 35, 96: 12 }),
  ),
  line(at(23, 30), { 2: 0 }),
];

const INI = cumulusIni({ temp: 1, rain: 0, pressure: 1, wind: 2 }).replace(
  '[Station]\r\n',
  '[Station]\r\nLaserDistancehUnit=2\r\n',
);

async function writeZip(path: string, files: Record<string, string>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(path)).on('close', resolve).on('error', reject);
  });
}

describe.each(dialects)('CumulusMX extra log on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let importer: Awaited<ReturnType<typeof createTestImporter>>;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-cumulus-extra-'));
    importer = await createTestImporter(t);
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  const day = (key: string) =>
    t.db
      .selectFrom('extra_sensor_days')
      .selectAll()
      .where('sensor_key', '=', key)
      .where('day', '=', '2024-03-10')
      .executeTakeFirstOrThrow();

  async function expectTheDay() {
    const temperature = await day('extraTemperature:1');
    expect(temperature.min).toBeCloseTo(-5, 9);
    expect(Number(temperature.min_at)).toBe(at(5));
    expect(temperature.max).toBeCloseTo(30, 9);
    expect(Number(temperature.max_at)).toBe(at(14));
    expect(Number(temperature.count)).toBe(23);
    expect(temperature.sum).toBeCloseTo(235, 6);
    const soil = await day('soilMoisture:1');
    expect([soil.min, soil.max, Number(soil.count)]).toEqual([35, 35, 22]);
    const snow = await day('snowDepth:1');
    expect(snow.max).toBeCloseTo(1.2, 9);
    const late = await t.db
      .selectFrom('extra_sensor_values')
      .select('value')
      .where('received_at', '=', at(23, 30))
      .execute();
    expect(late).toEqual([]);
  }

  it('reads an MX 5 extra log from a zip into the sensors', async () => {
    const zip = join(dir, 'cumulus.zip');
    await writeZip(zip, {
      'Cumulus.ini': INI,
      'data/202403log.txt': logLines('v5', monthly),
      'data/ExtraLog202403.txt': logLines('v5', extra, 144),
    });
    const report = await importer.run({ kind: 'cumulus', path: zip });
    expect(report).toMatchObject({ imported: 23, rejected: 0, sensorValues: 23 + 22 + 23 });
    await expectTheDay();
  });

  it('reads an MX 4 folder the same way', async () => {
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'Cumulus.ini'), INI);
    writeFileSync(join(dir, 'data', '202403log.txt'), logLines('v4', monthly));
    writeFileSync(join(dir, 'data', 'ExtraLog202403.txt'), logLines('v4', extra, 144));
    const report = await importer.run({ kind: 'cumulus', path: join(dir, 'data') });
    expect(report).toMatchObject({ imported: 23, sensorValues: 23 + 22 + 23 });
    await expectTheDay();
  });
});
