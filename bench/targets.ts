/**
 * The calls `npm run bench` times and the targets of docs/SCALE.md it checks: each call's median against
 * currentData/detail's in the same run (the history and graph calls, the climate pages' calls), and the
 * extra sensors' ingestion rates against each other and against the build before them. Each target is
 * printed with its ratio and PASS or FAIL and kept in bench/results.json.
 */
import type { LatencyStats } from './http-load.ts';

/**
 * The timed calls: name and path under /api (the station's reference and, for the climate pages, the
 * year asked for filled in). The almanac computes the sky in the browser: its one call is the station's.
 * The barometer's tendency is part of currentData/detail (recomputed after a reading, timed there).
 */
export const READS = [
  ['currentData/detail', '/weatherData/{ref}/currentData/detail'],
  ['history/record', '/weatherData/{ref}/history/record'],
  ['graph/year', '/weatherData/{ref}/graph/year'],
  ['graph/record', '/weatherData/{ref}/graph/record'],
  ['climate/records', '/weatherData/{ref}/climate/records'],
  ['climate/dayCounts?year=', '/weatherData/{ref}/climate/dayCounts?year={year}'],
  ['climate/heatMap?year=', '/weatherData/{ref}/climate/heatMap?year={year}'],
  ['climate/onThisDay', '/weatherData/{ref}/climate/onThisDay'],
  ['climate/normals', '/weatherData/{ref}/climate/normals'],
  ['climate/agro', '/weatherData/{ref}/climate/agro'],
  ['almanac (station)', '/weatherStation/{ref}'],
  ['windRose/year', '/weatherData/{ref}/windRose/year'],
] as const;
export type ReadName = (typeof READS)[number][0];
export type Latencies = Partial<Record<ReadName, LatencyStats>>;

/** A call's URL on `baseUrl` for station `reference`, the climate pages asking for `year`. */
export function readUrl(baseUrl: string, path: string, reference: string, year: number): string {
  return `${baseUrl}/api${path.replace('{ref}', reference).replace('{year}', String(year))}`;
}

export const ratio = (a: LatencyStats | undefined, b: LatencyStats | undefined) =>
  a === undefined || b === undefined ? null : Math.round((a.medianMs / b.medianMs) * 10) / 10;

/** The latency targets: each call's median against currentData/detail's in the same run. */
const TARGETS: ReadonlyArray<{ name: ReadName; atMost: number }> = [
  { name: 'graph/year', atMost: 3 },
  { name: 'graph/record', atMost: 3 },
  { name: 'history/record', atMost: 1.5 },
  ...READS.filter(
    ([name]) => name.startsWith('climate/') || name.startsWith('almanac') || name === 'windRose/year',
  ).map(([name]) => ({ name, atMost: 3 })),
];

export interface TargetResult {
  target: string;
  ratio: number | null;
  pass: boolean;
  baselineRatio?: number | null;
}

/** Prints and returns one target's result. */
export function reportTarget(
  label: string,
  target: string,
  value: number | null,
  pass: boolean,
  before?: number | null,
) {
  console.log(
    `${label} target ${target}: ${value}x ${pass ? 'PASS' : 'FAIL'}` +
      (before === undefined ? '' : ` (baseline ${before}x)`),
  );
  return { target, ratio: value, pass, ...(before === undefined ? {} : { baselineRatio: before }) };
}

/** Each latency target with this run's ratio (and the baseline's) and whether it is met. */
export function checkTargets(
  dialect: string,
  measured: Latencies,
  baseline: Latencies | undefined,
): TargetResult[] {
  const over = 'currentData/detail';
  return TARGETS.map(({ name, atMost }) => {
    const value = ratio(measured[name], measured[over]);
    const before = baseline === undefined ? undefined : ratio(baseline[name], baseline[over]);
    return reportTarget(
      dialect,
      `${name} ≤ ${atMost}x ${over}`,
      value,
      value !== null && value <= atMost,
      before,
    );
  });
}

/** The extra sensors' ingestion targets: rates (uploads/s) of the same run. */
export function checkSensorTargets(
  dialect: string,
  loads: Record<string, { perSecond: number } | undefined>,
): TargetResult[] {
  const rate = (a?: { perSecond: number }, b?: { perSecond: number }) =>
    a === undefined || b === undefined ? null : Math.round((a.perSecond / b.perSecond) * 100) / 100;
  const results = [];
  const extra = rate(loads.extra, loads.plain);
  results.push(
    reportTarget(
      dialect,
      'extra sensors (30 channels) ≥ 0.5x plain, uploads/s',
      extra,
      extra !== null && extra >= 0.5,
    ),
  );
  if (loads.baselinePlain !== undefined) {
    const plain = rate(loads.plain, loads.baselinePlain);
    results.push(
      reportTarget(
        dialect,
        'plain ≥ 0.9x plain before the extra sensors, uploads/s',
        plain,
        plain !== null && plain >= 0.9,
      ),
    );
  }
  return results;
}
