import type { GraphData } from '@meteodeck/contract';
import { useMemo } from 'react';
import EChart from '../../../components/chart/echart.tsx';
import { themeColors, useTheme } from '../../../lib/theme.ts';
import { type DayStripLabels, dayStripOption } from '../day/day-strip-options.ts';

export interface DayStripChartProps {
  graph: GraphData;
  labels: DayStripLabels;
  height: number;
  ariaLabel: string;
}

/**
 * The 24 h strip's chart. Its option (the rain's bars, the tooltip in the station's time) is built here, in
 * the chunk loaded with ECharts when the strip comes near the viewport, not in the home page's first load.
 * Default export for React.lazy.
 */
export default function DayStripChart({ graph, labels, height, ariaLabel }: DayStripChartProps) {
  const { theme } = useTheme();
  const option = useMemo(() => dayStripOption(graph, themeColors(theme), labels), [graph, theme, labels]);
  return <EChart option={option} height={height} ariaLabel={ariaLabel} />;
}
