import type { GraphData } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { formatMeasure, formatNumber } from '../../../lib/format/number-format.ts';
import type { ThemeColors } from '../../../lib/theme.ts';
import { daySeries, offsetMinutesOf, stationClock } from './day-series.ts';

const TEMPERATURE_COLOR = '#dc3545';
const RAIN_COLOR = '#0d6efd';

/** The strip's series names (legend and tooltip), from the catalogue. */
export interface DayStripLabels {
  temperature: string;
  rain: string;
}

/** Whether the last 24 h had rain worth a second line (some rain since midnight at some point). */
export function dayHadRain(graph: GraphData): boolean {
  return graph.datas.some((point) => (point.rainDaily ?? 0) > 0);
}

/**
 * The 24 h strip's ECharts option: the temperature of the last 24 h as a line, and the rain since
 * midnight as a light area on its own axis when there was any, in the answer's units (the visitor's), the
 * time axis in the station's clock. Compact: 12 px labels, no symbols, a tooltip on the axis.
 */
export function dayStripOption(graph: GraphData, colors: ThemeColors, labels: DayStripLabels): EChartsOption {
  const temperatureUnit = graph.unit.temperatureUnit;
  const rainUnit = graph.unit.rainUnit;
  const offset = offsetMinutesOf(graph.to ?? graph.datas.at(-1)?.receivedAt ?? null);
  const rain = dayHadRain(graph);
  const axisLabel = { color: colors.muted, fontSize: 12 };
  return {
    animation: false,
    grid: { left: 8, right: rain ? 8 : 16, top: rain ? 28 : 12, bottom: 4, containLabel: true },
    ...(rain
      ? { legend: { top: 0, right: 0, textStyle: { color: colors.text, fontSize: 12 }, itemHeight: 8 } }
      : {}),
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? formatNumber(value, 1) : '-'),
    },
    xAxis: {
      type: 'time',
      axisLabel: { ...axisLabel, hideOverlap: true, formatter: (ms: number) => stationClock(ms, offset) },
      axisLine: { lineStyle: { color: colors.line } },
      splitLine: { show: false },
      splitNumber: 4,
    },
    yAxis: [
      {
        type: 'value',
        scale: true,
        splitNumber: 3,
        axisLabel: {
          ...axisLabel,
          formatter: (value: number) => `${formatNumber(value, 0)} ${temperatureUnit}`,
        },
        splitLine: { lineStyle: { color: colors.track } },
      },
      ...(rain
        ? [
            {
              type: 'value' as const,
              min: 0,
              splitNumber: 3,
              axisLabel: {
                ...axisLabel,
                formatter: (value: number) => formatMeasure(value, rainUnit),
              },
              splitLine: { show: false },
            },
          ]
        : []),
    ],
    series: [
      {
        name: labels.temperature,
        type: 'line',
        data: daySeries(graph, 'temperature'),
        showSymbol: false,
        lineStyle: { width: 2, color: TEMPERATURE_COLOR },
        itemStyle: { color: TEMPERATURE_COLOR },
        connectNulls: false,
        z: 3,
        tooltip: { valueFormatter: (value) => formatMeasure(value as number, temperatureUnit) },
      },
      ...(rain
        ? [
            {
              name: labels.rain,
              type: 'line' as const,
              yAxisIndex: 1,
              data: daySeries(graph, 'rainDaily'),
              showSymbol: false,
              step: 'end' as const,
              lineStyle: { width: 1, color: RAIN_COLOR },
              itemStyle: { color: RAIN_COLOR },
              areaStyle: { color: RAIN_COLOR, opacity: 0.15 },
              z: 2,
              tooltip: {
                valueFormatter: (value: unknown) => formatMeasure(value as number, rainUnit),
              },
            },
          ]
        : []),
    ],
  };
}
