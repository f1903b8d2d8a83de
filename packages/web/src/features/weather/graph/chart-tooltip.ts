import type { WeatherPeriod } from '@meteodeck/contract';
import { formatInstant, type InstantStyle } from '../../../lib/format/date-format.ts';
import { formatNumber } from '../../../lib/format/number-format.ts';
import { stationTimeLabel } from '../../../lib/format/station-time.ts';
import { nearestIndex, typicalGap } from '../../../lib/nearest-point.ts';
import type { ChartOptionContext } from './chart-options.ts';
import type { SeriesPoint, ShapedChart, ShapedSeries } from './chart-series.ts';

/**
 * A chart's tooltip: the station's time, in the visitor's language, with its zone named when the visitor's
 * clock differs, then every series' value at that time.
 */

/** The running rain total's dashed line. */
export const TOTAL_COLOR = '#0b3d66';

function tooltipStyle(period: WeatherPeriod, daily: boolean, crossesYear: boolean): InstantStyle {
  if (daily || period === 'record') return 'date';
  return crossesYear ? 'dateTime' : 'dayMonthTime';
}

/** True when the x range starts and ends in different years of the station's zone. */
export function crossesYear(range: { min: number; max: number } | null, timeZone: string): boolean {
  if (range === null) return false;
  const year = (ms: number) => formatInstant(ms, timeZone, 'date').slice(-4);
  return year(range.min) !== year(range.max - 1);
}

interface TooltipParam {
  seriesIndex?: number;
  dataIndex?: number;
  axisValue?: unknown;
  value?: unknown;
}

function readTooltipParams(params: unknown): TooltipParam[] {
  return Array.isArray(params) ? params.filter((item): item is TooltipParam => typeof item === 'object') : [];
}

/** A tooltip's coloured dot before a series' name (ECharts' own only comes with the series it lists). */
function marker(color: string): string {
  return `<span style="display:inline-block;margin-right:4px;border-radius:50%;width:10px;height:10px;background-color:${color};"></span>`;
}

/**
 * The tooltip's text: the station's time (its zone named when the visitor's clock differs), then every
 * series' value at that time, a band's day range after its mean. The values are looked up here, each
 * series at its own nearest point (bars: the interval holding the time), since ECharts lists only the
 * series nearest the pointer.
 */
export function tooltipFormatter(
  chart: ShapedChart,
  names: readonly string[],
  context: ChartOptionContext,
): (params: unknown) => string {
  const { timeZone, decimals } = context;
  const crosses = crossesYear(chart.xRange, timeZone);
  const withUnit = (value: number, shaped: ShapedSeries | null) => {
    if (shaped !== null && shaped.definition.index === true) return formatNumber(value, 0);
    const number = formatNumber(value, decimals);
    // The running total in the chart's unit: its name says it is a total.
    const unit = shaped === null ? chart.unit : (chart.axes[shaped.axisIndex]?.unit ?? chart.unit);
    return unit === '' ? number : `${number} ${unit}`;
  };
  // How near the time a point must be to count: within half a bar, or one and a half usual gaps of a line.
  const reach = (points: readonly SeriesPoint[], bars: boolean) =>
    typicalGap(points) * (bars ? 0.5 : 1.5) + 1;
  const lookups = chart.series.map((shaped) => ({
    shaped,
    reach: reach(shaped.points, shaped.style === 'bars'),
  }));
  const totalReach = chart.cumulative === null ? 0 : reach(chart.cumulative.points, true);
  return (params) => {
    const items = readTooltipParams(Array.isArray(params) ? params : [params]);
    const first = items[0];
    const axisValue = typeof first?.axisValue === 'number' ? first.axisValue : null;
    const at = axisValue ?? items.map((item) => timeOf(item.value)).find((value) => value !== null) ?? null;
    if (at === null) return '';
    // The scatter plot's tooltip is its dot's own.
    const only = chart.definition.type === 'scatter' ? chart.series[0] : undefined;
    const lines = lookups.flatMap(({ shaped, reach: within }, index) => {
      if (only !== undefined && shaped !== only) return [];
      const found =
        only !== undefined && first?.dataIndex !== undefined
          ? first.dataIndex
          : nearestIndex(shaped.points, at, within);
      const value = found < 0 ? null : (shaped.points[found]?.[1] ?? null);
      let text = value === null ? '-' : withUnit(value, shaped);
      if (shaped.band !== null && found >= 0) {
        const low = shaped.band.min[found]?.[1] ?? null;
        const high = shaped.band.max[found]?.[1] ?? null;
        if (low !== null && high !== null)
          text += ` (${formatNumber(low, decimals)} – ${formatNumber(high, decimals)})`;
      }
      return [`${marker(shaped.definition.color)}${names[index] ?? ''}: ${text}`];
    });
    if (chart.cumulative !== null) {
      const found = nearestIndex(chart.cumulative.points, at, totalReach);
      const value = found < 0 ? null : (chart.cumulative.points[found]?.[1] ?? null);
      lines.push(
        `${marker(TOTAL_COLOR)}${context.cumulativeLabel ?? ''}: ${value === null ? '-' : withUnit(value, null)}`,
      );
    }
    const style = tooltipStyle(context.period, chart.daily, crosses);
    return `${stationTimeLabel(at, timeZone, style, context.visitorTimeZone)}<br/>${lines.join('<br/>')}`;
  };
}

function timeOf(value: unknown): number | null {
  return Array.isArray(value) && typeof value[0] === 'number' ? value[0] : null;
}
