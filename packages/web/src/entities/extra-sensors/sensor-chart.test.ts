import type { SensorSeries, SensorSeriesLine } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { themeColors } from '../../lib/theme.ts';
import { sensorChartOption, sensorCharts } from './sensor-chart.ts';

const line = (
  overrides: Partial<SensorSeriesLine> & Pick<SensorSeriesLine, 'key' | 'kind'>,
): SensorSeriesLine => ({
  channel: 1,
  name: null,
  unit: '°C',
  points: [],
  days: [],
  ...overrides,
});

// A calendar day in Berlin (UTC+2): [2026-06-14T22:00Z, 2026-06-15T22:00Z), 10-minute buckets.
const window = {
  fromMs: Date.parse('2026-06-14T22:00:00Z'),
  toMs: Date.parse('2026-06-15T22:00:00Z'),
  timeZone: 'Europe/Berlin',
};
const point = (at: string, mean: number) => ({ at, mean, min: mean, max: mean });
const SERIES: SensorSeries = {
  from: '2026-06-15',
  to: '2026-06-15',
  bucketMinutes: 10,
  sensors: [
    line({
      key: 'extraTemperature:1',
      kind: 'extraTemperature',
      name: 'Gewächshaus',
      points: [
        point('2026-06-15T08:00:00.000Z', 20),
        point('2026-06-15T08:10:00.000Z', 25),
        // 50 minutes later: a gap before it.
        point('2026-06-15T09:00:00.000Z', 10),
      ],
      days: [
        {
          day: '2026-06-15',
          min: 10,
          minAt: '2026-06-15T09:00:00.000Z',
          max: 25,
          maxAt: '2026-06-15T08:10:00.000Z',
        },
      ],
    }),
    line({
      key: 'extraHumidity:1',
      kind: 'extraHumidity',
      unit: '%',
      points: [point('2026-06-15T08:00:00.000Z', 55)],
    }),
    line({
      key: 'leak:1',
      kind: 'leak',
      unit: 'flag',
      name: 'Keller',
      points: [point('2026-06-15T08:00:00.000Z', 0)],
    }),
    line({
      key: 'lightningTime',
      kind: 'lightningTime',
      channel: null,
      unit: 'epochMs',
      points: [point('2026-06-15T08:00:00.000Z', 1)],
    }),
    // Public but silent in the window: no line.
    line({ key: 'soilMoisture:1', kind: 'soilMoisture', unit: '%' }),
  ],
};

describe('sensor charts', () => {
  it("cuts the answer into a chart per group and unit, the owner's names, the page's units, gaps", () => {
    const charts = sensorCharts(
      SERIES,
      window,
      { temperatureUnit: '°F' },
      (sensor) => sensor.name ?? sensor.key,
    );
    expect(charts.map((chart) => chart.id)).toEqual(['climate-°F', 'climate-%', 'leak-']);
    const [temperature] = charts[0]?.lines ?? [];
    expect(temperature?.name).toBe('Gewächshaus');
    const at = (iso: string) => Date.parse(iso);
    // 20 °C = 68 °F, 25 °C = 77 °F, 10 °C = 50 °F; a null 10 minutes after 08:10 breaks the line.
    expect(
      temperature?.points.map(([time, value]) => [
        time,
        value === null ? null : Math.round(value * 100) / 100,
      ]),
    ).toEqual([
      [at('2026-06-15T08:00:00Z'), 68],
      [at('2026-06-15T08:10:00Z'), 77],
      [at('2026-06-15T08:20:00Z'), null],
      [at('2026-06-15T09:00:00Z'), 50],
    ]);
    expect(temperature?.max).toEqual({ at: at('2026-06-15T08:10:00Z'), value: 77 });
    expect(temperature?.min?.value).toBeCloseTo(50, 9);
  });

  it('marks no extremes from a day the window holds only in part (a rolling window)', () => {
    const rolling = {
      ...window,
      fromMs: Date.parse('2026-06-15T06:00:00Z'),
      toMs: Date.parse('2026-06-16T06:00:00Z'),
    };
    const [climate] = sensorCharts(SERIES, rolling, undefined, (sensor) => sensor.key);
    expect(climate?.lines[0]?.min).toBeNull();
    expect(climate?.lines[0]?.max).toBeNull();
  });

  it('draws each line under its name with min and max pins in the unit shown', () => {
    const [climate] = sensorCharts(SERIES, window, undefined, (sensor) => sensor.name ?? sensor.key);
    if (climate === undefined) throw new Error('no chart');
    const option = sensorChartOption(climate, {
      ...window,
      axisStyle: 'time',
      minLabel: 'Min',
      maxLabel: 'Max',
      colors: themeColors('light'),
      leakTexts: { dry: 'Trocken', wet: 'Wasser erkannt' },
    });
    const series = option.series as {
      name: string;
      markPoint: { data: { name: string; value: string }[] };
    }[];
    expect(series.map((s) => s.name)).toEqual(['Gewächshaus']);
    expect(series[0]?.markPoint.data.map((mark) => [mark.name, mark.value])).toEqual([
      ['Max', '25,0 °C'],
      ['Min', '10,0 °C'],
    ]);
  });

  it('draws a leak as two named levels, dry and water detected', () => {
    const leak = sensorCharts(SERIES, window, undefined, (sensor) => sensor.name ?? sensor.key).find(
      (chart) => chart.group === 'leak',
    );
    if (leak === undefined) throw new Error('no leak chart');
    const option = sensorChartOption(leak, {
      ...window,
      axisStyle: 'time',
      minLabel: 'Min',
      maxLabel: 'Max',
      colors: themeColors('light'),
      leakTexts: { dry: 'Trocken', wet: 'Wasser erkannt' },
    });
    const axis = option.yAxis as {
      min: number;
      max: number;
      axisLabel: { formatter: (value: number) => string };
    };
    expect([axis.min, axis.max]).toEqual([0, 1]);
    expect([axis.axisLabel.formatter(0), axis.axisLabel.formatter(1)]).toEqual(['Trocken', 'Wasser erkannt']);
  });
});
