import type { GraphData, GraphPoint } from '@meteodeck/contract';

/** The measures of the day graph the home page draws as a strip or as sparklines. */
export type DayMeasure = Exclude<keyof GraphPoint, 'receivedAt'>;

/** One point of a series: epoch ms and the value in the answer's units (null: not measured). */
export type DayPoint = [number, number | null];

/** A measure of the last 24 h (GET …/graph/day, in the visitor's units) as [epoch ms, value] in time order. */
export function daySeries(graph: GraphData, measure: DayMeasure): DayPoint[] {
  return graph.datas.map((point) => [Date.parse(point.receivedAt), point[measure]]);
}

/** Whether a series holds at least two measured values (a line needs two). */
export function hasLine(points: readonly DayPoint[]): boolean {
  return points.filter(([, value]) => value !== null).length >= 2;
}

/** The station's UTC offset in minutes, read from an ISO 8601 time of its answers ('+02:00' → 120). */
export function offsetMinutesOf(iso: string | null): number {
  const match = iso === null ? null : /([+-])(\d\d):(\d\d)$/.exec(iso);
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** 'HH:mm' of an instant at the station's offset (the strip's time axis reads in the station's time). */
export function stationClock(epochMs: number, offsetMinutes: number): string {
  return new Date(epochMs + offsetMinutes * 60_000).toISOString().slice(11, 16);
}

/**
 * An SVG path through the measured points of a series, scaled into `width` × `height` (a little inset so the
 * stroke is not cut), the line broken where values are missing. '' without two measured values.
 */
export function sparklinePath(points: readonly DayPoint[], width: number, height: number): string {
  const measured = points.filter((point): point is [number, number] => point[1] !== null);
  if (measured.length < 2) return '';
  const times = measured.map(([time]) => time);
  const values = measured.map(([, value]) => value);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [v0, v1] = [Math.min(...values), Math.max(...values)];
  const inset = 2;
  const x = (time: number) => inset + ((time - t0) / (t1 - t0 || 1)) * (width - 2 * inset);
  // A flat series sits in the middle, not on the floor.
  const y = (value: number) =>
    v1 === v0 ? height / 2 : inset + (1 - (value - v0) / (v1 - v0)) * (height - 2 * inset);
  let path = '';
  let drawing = false;
  for (const [time, value] of points) {
    if (value === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${x(time).toFixed(1)} ${y(value).toFixed(1)}`;
    drawing = true;
  }
  return path;
}
