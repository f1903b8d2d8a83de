import type { GraphData } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { rainBars } from './rain-bars.ts';

/** A graph answer of `points` (time with the station's offset, rain within the point). */
function graphOf(points: [string, number | null][]): GraphData {
  return {
    period: 'month',
    datas: points.map(([receivedAt, rain]) => ({ receivedAt, rain })),
  } as unknown as GraphData;
}

describe('rainBars', () => {
  // Berlin in summer (+02:00): points at 08:30, 08:50, 09:10 and 23:30 local on 3 June, 06:00 on 4 June.
  const graph = graphOf([
    ['2026-06-03T08:30:00+02:00', 1],
    ['2026-06-03T08:50:00+02:00', 2],
    ['2026-06-03T09:10:00+02:00', 4],
    ['2026-06-03T23:30:00+02:00', 8],
    ['2026-06-04T06:00:00+02:00', 16],
  ]);

  it('sums a day from local midnight for a station whose day starts then', () => {
    expect(rainBars(graph, 'day')).toEqual([
      [Date.parse('2026-06-03T12:00:00+02:00'), 15],
      [Date.parse('2026-06-04T12:00:00+02:00'), 16],
    ]);
  });

  it('sums the station days from 09:00 for a station whose day ends at 09:00, as its summaries do', () => {
    expect(rainBars(graph, 'day', 9)).toEqual([
      [Date.parse('2026-06-02T21:00:00+02:00'), 3],
      [Date.parse('2026-06-03T21:00:00+02:00'), 28],
    ]);
  });

  it('keeps hours on the clock whatever the day start', () => {
    expect(rainBars(graph, 'hour', 9)).toEqual(rainBars(graph, 'hour'));
    expect(rainBars(graph, 'hour').map(([, rain]) => rain)).toEqual([3, 4, 8, 16]);
  });
});
