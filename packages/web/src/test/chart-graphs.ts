import type { GraphData, GraphDay } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { buildGraphData, buildGraphPoint, NO_EXTREMES } from './weather-data.ts';

// The graph answers the chart tests share (chart-options.test.ts, chart-marks.test.ts): a week of readings
// every 5 minutes with known extremes, a year of day entries; and the option's series as they read them.

/** 2,000 readings with a true maximum between two means; bucket means alone would never show 31.7. */
export function weekGraph() {
  const start = Date.parse('2026-06-08T00:00:00+02:00');
  const datas = Array.from({ length: 2000 }, (_, index) =>
    buildGraphPoint(new Date(start + index * 5 * 60_000).toISOString(), {
      temperature: 15 + 5 * Math.sin(index / 100),
      dewPoint: 8,
      windChill: 15,
    }),
  );
  return buildGraphData({
    period: 'week',
    from: '2026-06-08T00:00:00+02:00',
    to: '2026-06-15T00:00:00+02:00',
    bucketMinutes: 5,
    datas,
    extremes: {
      ...NO_EXTREMES,
      temperature: {
        min: { receivedAt: '2026-06-09T04:12:00+02:00', value: 8.4 },
        max: { receivedAt: '2026-06-10T15:47:00+02:00', value: 31.7 },
      },
    },
  });
}

/** What a chart's option needs besides its data: a week in Berlin, the temperature chart's series names. */
export const chartContext = {
  period: 'week' as const,
  timeZone: 'Europe/Berlin',
  decimals: 1,
  seriesNames: ['Temperatur', 'Windchill', 'Taupunkt'],
  minLabel: 'Min',
  maxLabel: 'Max',
};

/** A year answer with a day entry per day: temperatures in a seasonal wave around 10 °C, rain every third day. */
export function yearGraph(days = 365): GraphData {
  const start = Date.parse('2026-01-01T12:00:00+01:00');
  const entries: GraphDay[] = Array.from({ length: days }, (_, index) => {
    const mean = 10 - 12 * Math.cos((2 * Math.PI * index) / 365);
    const range = (low: number, avg: number, high: number) => ({ min: low, mean: avg, max: high });
    return {
      ...buildGraphDay(
        new Date(start + index * 86_400_000).toISOString().slice(0, 10),
        start + index * 86_400_000,
      ),
      rain: index % 3 === 0 ? 2 : 0,
      temperature: range(mean - 5, mean, mean + 6),
      windChill: range(mean - 7, mean - 1, mean + 6),
      dewPoint: range(mean - 9, mean - 4, mean),
      rainRate: range(0, 0.2, index % 3 === 0 ? 4 : 0),
    };
  });
  return buildGraphData({
    period: 'year',
    from: '2026-01-01T00:00:00+01:00',
    to: '2027-01-01T00:00:00+01:00',
    bucketMinutes: 360,
    datas: entries.map((day) =>
      buildGraphPoint(day.receivedAt, { temperature: day.temperature?.mean ?? null }),
    ),
    days: entries,
  });
}

function buildGraphDay(date: string, at: number): GraphDay {
  return {
    date,
    days: 1,
    receivedAt: new Date(at).toISOString(),
    rain: null,
    temperature: null,
    dewPoint: null,
    windChill: null,
    humidity: null,
    relativePressure: null,
    windSpeed: null,
    windGust: null,
    rainRate: null,
    solarRadiation: null,
    uv: null,
    soilTemperature: null,
    leafWetness: null,
    pm25: null,
    aqi: null,
  };
}

/** A series as the option lists it. */
export type DrawnSeries = {
  type: string;
  name: string;
  stack?: string;
  yAxisIndex?: number;
  areaStyle?: unknown;
  data: [number, number | null][];
  markPoint?: { data: { coord: [number, number]; label: { offset: [number, number] } }[] };
};
/** The option's series, typed for the assertions. */
export const drawn = (option: EChartsOption) => option.series as unknown as DrawnSeries[];
/** A pin as the option lists it, with the styles a quiet one adds. */
export type QuietPin = {
  name: string;
  coord: [number, number];
  label: { offset: [number, number]; color?: string; fontWeight?: string };
  itemStyle?: { opacity?: number };
};
