import type { GraphData } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { type RainBar, rainBars } from '../../../entities/weather-data/index.ts';
import { formatMeasure, formatNumber } from '../../../lib/format/number-format.ts';
import { stationTimeLabel } from '../../../lib/format/station-time.ts';
import { nearestIndex, typicalGap } from '../../../lib/nearest-point.ts';
import type { ThemeColors } from '../../../lib/theme.ts';
import { daySeries, offsetMinutesOf, stationClock } from './day-series.ts';

const TEMPERATURE_COLOR = '#dc3545';
const RAIN_COLOR = '#0d6efd';

/** The strip's series names (legend and tooltip), from the catalogue. */
export interface DayStripLabels {
  temperature: string;
  rain: string;
}

/** The hourly rain bars of the last 24 h when some rain fell in them, else null (a dry day draws none). */
export function dayRainBars(graph: GraphData): RainBar[] | null {
  const bars = rainBars(graph, 'hour');
  return bars.some(([, rain]) => (rain ?? 0) > 0) ? bars : null;
}

interface TooltipItem {
  axisValue?: unknown;
  value?: unknown;
}

/** A tooltip's coloured dot before a series' name. */
function marker(color: string): string {
  return `<span style="display:inline-block;margin-right:4px;border-radius:50%;width:10px;height:10px;background-color:${color};"></span>`;
}

/**
 * The strip's tooltip: the station's time in the visitor's language, its zone named when the visitor's clock
 * differs, then the temperature there and the rain of that hour, in the answer's units (each looked up
 * here: ECharts lists only the series nearest the pointer).
 */
function stripTooltip(
  graph: GraphData,
  labels: DayStripLabels,
  bars: readonly RainBar[] | null,
  visitorZone: string | undefined,
) {
  const temperatures = daySeries(graph, 'temperature');
  const temperatureReach = typicalGap(temperatures) * 1.5 + 1;
  return (params: unknown) => {
    const first = (Array.isArray(params) ? params : [params]).find(
      (item): item is TooltipItem => typeof item === 'object' && item !== null,
    );
    const at =
      typeof first?.axisValue === 'number'
        ? first.axisValue
        : Array.isArray(first?.value) && typeof first.value[0] === 'number'
          ? first.value[0]
          : null;
    if (at === null) return '';
    const temperature = temperatures[nearestIndex(temperatures, at, temperatureReach)]?.[1] ?? null;
    const lines = [
      `${marker(TEMPERATURE_COLOR)}${labels.temperature}: ${formatMeasure(temperature, graph.unit.temperatureUnit)}`,
    ];
    if (bars !== null) {
      const rain = bars[nearestIndex(bars, at, 30 * 60_000)]?.[1] ?? null;
      lines.push(`${marker(RAIN_COLOR)}${labels.rain}: ${formatMeasure(rain, graph.unit.rainUnit)}`);
    }
    const time = stationTimeLabel(at, graph.weatherStation.timezone, 'dayMonthTime', visitorZone);
    return `${time}<br/>${lines.join('<br/>')}`;
  };
}

/**
 * The 24 h strip's ECharts option: the temperature of the last 24 h as a line, and the rain of each hour as
 * light bars on its own axis when there was any, in the answer's units (the visitor's), the time axis in the
 * station's clock. Compact: 12 px labels, no symbols, a tooltip on the axis, kept inside the chart's box
 * (a phone's screen) and written in the visitor's language with the station's time.
 */
export function dayStripOption(
  graph: GraphData,
  colors: ThemeColors,
  labels: DayStripLabels,
  visitorZone?: string,
): EChartsOption {
  const temperatureUnit = graph.unit.temperatureUnit;
  const rainUnit = graph.unit.rainUnit;
  const offset = offsetMinutesOf(graph.to ?? graph.datas.at(-1)?.receivedAt ?? null);
  const bars = dayRainBars(graph);
  const rain = bars !== null;
  const axisLabel = { color: colors.muted, fontSize: 12 };
  return {
    animation: false,
    grid: { left: 8, right: rain ? 8 : 16, top: rain ? 28 : 12, bottom: 4, containLabel: true },
    ...(rain
      ? { legend: { top: 0, right: 0, textStyle: { color: colors.text, fontSize: 12 }, itemHeight: 8 } }
      : {}),
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: stripTooltip(graph, labels, bars, visitorZone),
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
      },
      ...(bars !== null
        ? [
            {
              name: labels.rain,
              type: 'bar' as const,
              yAxisIndex: 1,
              data: bars,
              barMaxWidth: 10,
              itemStyle: { color: RAIN_COLOR, opacity: 0.45 },
              z: 2,
            },
          ]
        : []),
    ],
  };
}
