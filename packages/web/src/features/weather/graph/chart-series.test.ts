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
  chartHasData,
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

/** A day entry of a year answer with every range null. */
function yearDay(date: string) {
  return {
    date,
    days: 1,
    receivedAt: `${date}T12:00:00+01:00`,
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

describe('data without shaping', () => {
  it('says of every chart whether it has data as its shaped series do, on points and on days', () => {
    const answers = [
      buildGraphData(),
      buildGraphData({ datas: [buildGraphPoint(T0, { rain: 0.2 }), buildGraphPoint(T1)] }),
      buildGraphData({
        datas: [buildGraphPoint('not a time', { temperature: 3 }), buildGraphPoint(T1, { uv: 2, pm25: 4 })],
      }),
      buildGraphData({
        period: 'year',
        datas: [buildGraphPoint(T0, { humidity: 80 })],
        days: [
          { ...yearDay('2026-01-10'), rain: 1.4, windGust: { min: 0, mean: 3, max: 9 } },
          { ...yearDay('2026-01-12'), temperature: { min: -3, mean: 1, max: 4 } },
        ],
      }),
      buildGraphData({ period: 'record', datas: [], days: [{ ...yearDay('2026-01-10'), pm25: null }] }),
    ];
    for (const graph of answers) {
      for (const chart of CHART_DEFINITIONS) {
        const shaped = shapeChart(chart, graph);
        const drawn = chart.requireEveryPoint
          ? shaped.hasData
          : shaped.series.some((series) => series.points.some(([, value]) => value !== null));
        expect(chartHasData(chart, graph), `${chart.id} on ${graph.period}`).toBe(drawn);
      }
    }
    expect(answers.map((graph) => CHART_DEFINITIONS.filter((c) => chartHasData(c, graph)).length)).toEqual([
      0, 1, 2, 3, 0,
    ]);
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
      trueExtremes(graph, 'aqiAvg', [
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
    expect(shapeChart(definition('temperature'), graph).yRange).toEqual({ min: 10, max: 110 });
    // 990–1040 hPa = 29.23–30.71 inHg, rounded outward.
    expect(shapeChart(definition('pressure'), graph).yRange).toEqual({ min: 29.2, max: 30.8 });
    // 0–30 mm = 0–1.18 in, on the rain chart the running total's axis.
    const rain = shapeChart(definition('rain'), graph);
    expect(rain.axes.find((axis) => axis.key === 'total')?.axis).toMatchObject({ min: 0, max: 1.2 });
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
    expect(shapeChart(definition('temperature'), graph).yRange).toEqual({ min: -20, max: 50 });
    expect(shapeChart(definition('pressure'), graph).yRange).toEqual({ min: 970, max: 1040 });
  });
});

describe('axes of their own unit', () => {
  const rainyDay = () =>
    buildGraphData({
      period: 'day',
      from: '2026-06-14T12:00:00+02:00',
      to: '2026-06-15T12:00:00+02:00',
      datas: [
        buildGraphPoint('2026-06-15T10:02:00+02:00', { rain: 0.4, rainDaily: 0.4, rainRate: 4.8 }),
        buildGraphPoint('2026-06-15T10:07:00+02:00', { rain: 0.6, rainDaily: 1, rainRate: 7.2 }),
        buildGraphPoint('2026-06-15T10:10:00+02:00', { rain: 0.2, rainDaily: 1.2, rainRate: 2.4 }),
        buildGraphPoint('2026-06-15T10:14:00+02:00', { rain: 0.1, rainDaily: 1.3, rainRate: 1.2 }),
      ],
      extremes: {
        ...NO_EXTREMES,
        rainRate: {
          min: { receivedAt: '2026-06-15T10:14:00+02:00', value: 1.2 },
          max: { receivedAt: '2026-06-15T10:07:00+02:00', value: 7.2 },
        },
      },
    });

  it('draws the rain as 10-minute bars on the day, the rate and the running total on axes of their own', () => {
    const chart = shapeChart(definition('rain'), rainyDay());
    const [bars, rate] = chart.series;
    // 10:02, 10:07 and 10:10 (its interval ends at it) fall in 10:00–10:10; 10:14 in 10:10–10:20.
    expect(bars?.style).toBe('bars');
    expect(bars?.points).toEqual([
      [Date.parse('2026-06-15T10:05:00+02:00'), 1.2],
      [Date.parse('2026-06-15T10:15:00+02:00'), 0.1],
    ]);
    expect(chart.axes.map((axis) => [axis.key, axis.unit])).toEqual([
      ['main', 'mm'],
      ['rate', 'mm/h'],
      ['total', 'Σ mm'],
    ]);
    expect(bars?.axisIndex).toBe(0);
    expect(rate?.axisIndex).toBe(1);
    expect(chart.cumulative?.axisIndex).toBe(2);
    expect(chart.cumulative?.points.map(([, total]) => total)).toEqual([1.2, 1.3]);
    // The bars' axis fits its intervals from 0 (with room for the pin); the total keeps the spec's 0–30 mm.
    expect(chart.axes[0]?.axis.min).toBe(0);
    expect(chart.axes[0]?.axis.max).toBeGreaterThan(1.2);
    expect(chart.axes[0]?.axis.max).toBeLessThanOrEqual(1.5);
    expect(chart.axes[1]?.axis).toMatchObject({ min: 0, max: 8 });
    expect(chart.axes[2]?.axis).toMatchObject({ min: 0, max: 30 });
    expect(chart.axes[2]?.fitted.min).toBe(0);
    expect(chart.axes[2]?.fitted.max).toBeLessThanOrEqual(2);
  });

  it('sums the rain per hour on the week and per local day on the month', () => {
    const graph = rainyDay();
    const hourly = shapeChart(definition('rain'), { ...graph, period: 'week' });
    expect(hourly.series[0]?.points).toEqual([[Date.parse('2026-06-15T10:30:00+02:00'), 1.3]]);
    // 23:55 in New York is the day before in UTC: the bar stays on the station's day.
    const monthly = shapeChart(definition('rain'), {
      ...graph,
      period: 'month',
      datas: [
        buildGraphPoint('2026-06-14T23:55:00-04:00', { rain: 2 }),
        buildGraphPoint('2026-06-15T00:05:00-04:00', { rain: 1 }),
      ],
    });
    expect(monthly.series[0]?.points).toEqual([
      [Date.parse('2026-06-14T12:00:00-04:00'), 2],
      [Date.parse('2026-06-15T12:00:00-04:00'), 1],
    ]);
  });

  it('draws the AQI on an axis of its own, not on the PM2.5 axis of µg/m³', () => {
    const graph = buildGraphData({
      datas: [
        buildGraphPoint(T0, { pm25: 12, aqi: 57, aqiAvg: 50 }),
        buildGraphPoint(T1, { pm25: 40, aqi: 112, aqiAvg: 60 }),
      ],
    });
    const chart = shapeChart(definition('airQuality'), graph);
    expect(chart.series.map((series) => series.axisIndex)).toEqual([0, 1, 1]);
    expect(chart.axes.map((axis) => axis.key)).toEqual(['main', 'index']);
    // PM2.5 keeps the spec's 0–60; the AQI's axis holds its 112.
    expect(chart.axes[0]?.axis).toMatchObject({ min: 0, max: 60 });
    expect(chart.axes[1]?.axis.min).toBe(0);
    expect(chart.axes[1]?.axis.max).toBeGreaterThanOrEqual(112);
    expect(chart.axes[1]?.axis.max).toBeLessThan(200);
  });

  it("fits every axis to the data when asked, the spec's range staying the default", () => {
    const graph = buildGraphData({
      datas: [
        buildGraphPoint(T0, { temperature: 3.2, humidity: 61 }),
        buildGraphPoint(T1, { temperature: 7.9, humidity: 88 }),
      ],
    });
    const temperature = shapeChart(definition('temperature'), graph).axes[0];
    expect(temperature?.axis).toMatchObject({ min: -10, max: 40 });
    expect(temperature?.fitted.min).toBeGreaterThanOrEqual(2);
    expect(temperature?.fitted.max).toBeLessThanOrEqual(9);
    const humidity = shapeChart(definition('humidity'), graph).axes[0];
    expect(humidity?.axis).toMatchObject({ min: 0, max: 100 });
    expect(humidity?.fitted.min).toBeGreaterThanOrEqual(55);
  });
});

describe('year pins', () => {
  it("pins a line of daily means at the period's true extremes (the fold's), not the means' extremes", () => {
    const day = (mean: number) => ({ min: mean - 6, mean, max: mean + 2 });
    const graph = buildGraphData({
      period: 'year',
      from: '2026-01-01T00:00:00+01:00',
      to: '2027-01-01T00:00:00+01:00',
      datas: [],
      days: ['2026-01-10', '2026-01-11'].map((date, index) => ({
        ...yearDay(date),
        temperature: day(index === 0 ? -4 : 1),
        dewPoint: day(index === 0 ? -10 : -2),
      })),
      extremes: {
        ...NO_EXTREMES,
        dewPoint: {
          min: { receivedAt: '2026-01-10T06:40:00+01:00', value: -16.3 },
          max: { receivedAt: '2026-01-11T15:00:00+01:00', value: 0.4 },
        },
      },
    });
    const chart = shapeChart(definition('temperature'), graph);
    const dewPoint = chart.series.find((series) => series.definition.measure === 'dewPoint');
    expect(dewPoint?.style).toBe('mean');
    expect(dewPoint?.extremes?.min).toEqual({ at: Date.parse('2026-01-10T06:40:00+01:00'), value: -16.3 });
    expect(dewPoint?.extremes?.max.value).toBe(0.4);
  });
});

describe('y ticks', () => {
  it('uses compass quarters for the direction', () => {
    const graph = buildGraphData({ datas: [buildGraphPoint(T0, { windDirection: 200 })] });
    expect(shapeChart(definition('windDirection'), graph).yInterval).toBe(90);
    expect(shapeChart(definition('windDirection'), graph).yRange).toEqual({ min: 0, max: 360 });
  });
});
