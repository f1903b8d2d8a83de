import type { EChartsOption } from 'echarts';
import './echarts-setup.ts';
import { useEChart } from './use-echart.ts';

export interface EChartProps {
  option: EChartsOption;
  /** Height in px (spec §9: 350 for the graph screen). */
  height: number;
  /** Accessible name of the chart image (the canvas itself says nothing to a screen reader). */
  ariaLabel: string;
  /** Charts of one group share their pointer, tooltip and zoom (ECharts' connect). */
  group?: string;
  /** Called once the chart has first drawn (its canvas shows the option). */
  onDrawn?: () => void;
}

/**
 * A line or scatter chart (useEChart with the parts of echarts-setup.ts); a new option replaces the last.
 * Default export so React.lazy can load it as its own chunk with ECharts.
 */
export default function EChart({ option, height, ariaLabel, group, onDrawn }: EChartProps) {
  const container = useEChart(option, true, group, onDrawn);
  return <div ref={container} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }} />;
}
