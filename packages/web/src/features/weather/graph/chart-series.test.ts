import { describe, expect, it } from 'vitest';
import {
  buildGraphData,
  buildGraphPoint,
  IMPERIAL_UNIT,
  METRIC_UNIT,
  NO_EXTREMES,
} from '../../../test/weather-data.ts';
import { CHART_DEFINITIONS, type ChartDefinition, type ChartId } from './chart-definitions.ts';
import {
  chartYInterval,
  computeExtremes,
  everyPointPresent,
  shapeChart,
  trueExtremes,
} from './chart-series.ts';

function definition(id: ChartId): ChartDefinition {
  const found = CHART_DEFINITIONS.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no chart ${id}`);
  return found;
}

const T0 = '2026-06-15T10:00:00+02:00';
const T1 = '2026-06-15T10:05:00+02:00';
const T2 = '2026-06-15T10:10:00+02:00';

describe('chart definitions', () => {
  it('has the eleven charts of the spec, in its order', () => {
    expect(CHART_DEFINITIONS.map((chart) => chart.id)).toEqual([
      'humidity',
      'solarRadiation',
      'uv',
      'pressure',
      'windDirection',
      'temperature',
      'rain',
      'airQuality',
      'wind',
      'leafWetness',
      'soilTemperature',
    ]);
    expect(definition('windDirection').type).toBe('scatter');
  });
});

describe('series shaping', () => {
  it('keeps nulls as gaps, in time order, with epoch times', () => {
    const graph = buildGraphData({
      datas: [
        buildGraphPoint(T0, { humidity: 60 }),
        buildGraphPoint(T1),
        buildGraphPoint(T2, { humidity: 58 }),
      ],
    });
    const chart = shapeChart(definition('humidity'), graph);
    expect(chart.series[0]?.points).toEqual([
      [Date.parse(T0), 60],
      [Date.parse(T1), null],
      [Date.parse(T2), 58],
    ]);
    expect(chart.hasData).toBe(true);
    expect(chart.unit).toBe('%');
    expect(chart.xRange).toEqual({ min: Date.parse(graph.from ?? ''), max: Date.parse(graph.to ?? '') });
  });

  it('has no data when every value is null or there is no point', () => {
    expect(shapeChart(definition('uv'), buildGraphData()).hasData).toBe(false);
    const nulls = buildGraphData({ datas: [buildGraphPoint(T0), buildGraphPoint(T1)] });
    expect(shapeChart(definition('temperature'), nulls).hasData).toBe(false);
  });

  it('draws the leaf wetness, soil and PM charts only when every point has its value', () => {
    const partial = buildGraphData({
      datas: [
        buildGraphPoint(T0, { leafWetness: 10, soilTemperature: 12, pm25: 5 }),
        buildGraphPoint(T1, { leafWetness: null, soilTemperature: 12, pm25: null }),
      ],
    });
    expect(shapeChart(definition('leafWetness'), partial).hasData).toBe(false);
    expect(shapeChart(definition('airQuality'), partial).hasData).toBe(false);
    expect(shapeChart(definition('soilTemperature'), partial).hasData).toBe(true);
    expect(everyPointPresent([])).toBe(false);
  });
});

describe('true extremes', () => {
  it("uses the server's extremes, read on raw readings, not the bucket means", () => {
    const graph = buildGraphData({
      period: 'week',
      datas: [buildGraphPoint(T0, { temperature: 14 }), buildGraphPoint(T2, { temperature: 18 })],
      extremes: {
        ...NO_EXTREMES,
        temperature: { min: { receivedAt: T1, value: 11.2 }, max: { receivedAt: T2, value: 21.7 } },
      },
    });
    const chart = shapeChart(definition('temperature'), graph);
    expect(chart.series[0]?.extremes).toEqual({
      min: { at: Date.parse(T1), value: 11.2 },
      max: { at: Date.parse(T2), value: 21.7 },
    });
    // Only the temperature carries pins on the temperature chart.
    expect(chart.series[1]?.extremes).toBeNull();
  });

  it('computes them on the full series for measures the server does not report', () => {
    const points: [number, number | null][] = [
      [1, 2],
      [2, null],
      [3, 7.5],
      [4, 7.5],
      [5, -1],
    ];
    expect(computeExtremes(points)).toEqual({ min: { at: 5, value: -1 }, max: { at: 3, value: 7.5 } });
    expect(computeExtremes([[1, null]])).toBeNull();
    const graph = buildGraphData({
      datas: [buildGraphPoint(T0, { rainDaily: 1 }), buildGraphPoint(T1, { rainDaily: 3 })],
    });
    expect(
      trueExtremes(graph, 'rainDaily', [
        [Date.parse(T0), 1],
        [Date.parse(T1), 3],
      ])?.max.value,
    ).toBe(3);
  });
});

describe('y ranges', () => {
  it('uses the spec ranges for a Metric station', () => {
    const graph = buildGraphData({
      datas: [buildGraphPoint(T0, { temperature: 20, relativePressure: 1015, windSpeed: 10 })],
    });
    expect(shapeChart(definition('temperature'), graph).yRange).toEqual({ min: -10, max: 40 });
    expect(shapeChart(definition('pressure'), graph).yRange).toEqual({ min: 990, max: 1040 });
    expect(shapeChart(definition('wind'), graph).yRange).toEqual({ min: 0, max: 40 });
    expect(shapeChart(definition('humidity'), graph).yRange).toEqual({ min: 0, max: 100 });
    expect(shapeChart(definition('solarRadiation'), graph).yRange).toEqual({ min: 0, max: 1100 });
    expect(shapeChart(definition('uv'), graph).yRange).toEqual({ min: 0, max: 14 });
    expect(shapeChart(definition('soilTemperature'), graph).yRange).toEqual({ min: -5, max: 35 });
  });

  it("converts them to an Imperial station's units", () => {
    const graph = buildGraphData({ unit: IMPERIAL_UNIT, datas: [buildGraphPoint(T0, { temperature: 70 })] });
    expect(shapeChart(definition('temperature'), graph).yRange).toEqual({ min: 14, max: 104 });
    // 990–1040 hPa = 29.23–30.71 inHg, rounded outward.
    expect(shapeChart(definition('pressure'), graph).yRange).toEqual({ min: 29.2, max: 30.8 });
    // 0–30 mm = 0–1.18 in.
    expect(shapeChart(definition('rain'), graph).yRange).toEqual({ min: 0, max: 1.2 });
    // 0–40 km/h = 0–24.9 mph.
    expect(shapeChart(definition('wind'), graph).yRange).toEqual({ min: 0, max: 25 });
  });

  it('widens the range to real data and extremes instead of clipping them', () => {
    const graph = buildGraphData({
      unit: METRIC_UNIT,
      datas: [
        buildGraphPoint(T0, { temperature: -14.3, relativePressure: 975.2 }),
        buildGraphPoint(T1, { temperature: 20 }),
      ],
      extremes: {
        ...NO_EXTREMES,
        temperature: { min: { receivedAt: T0, value: -14.3 }, max: { receivedAt: T2, value: 43.6 } },
      },
    });
    expect(shapeChart(definition('temperature'), graph).yRange).toEqual({ min: -15, max: 44 });
    expect(shapeChart(definition('pressure'), graph).yRange).toEqual({ min: 975, max: 1040 });
  });
});

describe('y ticks', () => {
  it('picks a round distance that divides the range', () => {
    expect(chartYInterval({ min: -5, max: 35 })).toBe(5);
    expect(chartYInterval({ min: -10, max: 40 })).toBe(10);
    expect(chartYInterval({ min: 0, max: 100 })).toBe(20);
    expect(chartYInterval({ min: 0, max: 14 })).toBe(2);
    expect(chartYInterval({ min: 990, max: 1040 })).toBe(10);
    expect(chartYInterval({ min: 0, max: 1100 })).toBe(100);
    expect(chartYInterval({ min: 29.2, max: 30.8 })).toBe(0.2);
    expect(chartYInterval({ min: 14, max: 104 })).toBe(10);
    expect(chartYInterval({ min: 0, max: 1.2 })).toBe(0.2);
  });

  it('lets ECharts choose when no round distance fits, and uses compass quarters for the direction', () => {
    expect(chartYInterval({ min: 0, max: 0 })).toBeNull();
    expect(chartYInterval({ min: 0, max: 1.17 })).toBeNull();
    const graph = buildGraphData({ datas: [buildGraphPoint(T0, { windDirection: 200 })] });
    expect(shapeChart(definition('windDirection'), graph).yInterval).toBe(90);
  });
});
