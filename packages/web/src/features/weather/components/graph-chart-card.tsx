import type { WeatherPeriod } from '@meteodeck/contract';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { ChartPicture, PICTURE_WIDTH } from '../../../components/chart/chart-picture.tsx';
import { LazyChart } from '../../../components/chart/lazy-chart.tsx';
import { useInView } from '../../../components/chart/use-in-view.ts';
import { rainIntervalOf } from '../../../entities/weather-data/index.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { type Theme, themeColors, useTheme } from '../../../lib/theme.ts';
import { CHART_HEIGHT_PX } from '../graph/chart-definitions.ts';
import { buildChartOption } from '../graph/chart-options.ts';
import type { ShapedChart } from '../graph/chart-series.ts';
import { chartHeadingId } from './chart-jump-list.tsx';

/** Spec §9: every chart is 350 px high. */
export const CHART_HEIGHT = CHART_HEIGHT_PX;

/** The graph page's charts share one crosshair, tooltip and zoom (ECharts' connected group). */
export const GRAPH_CHART_GROUP = 'graph-page';

export interface GraphChartCardProps {
  chart: ShapedChart;
  period: WeatherPeriod;
  timeZone: string;
  decimals: number;
  /** 'Fit to data' instead of the spec's ranges. */
  fit: boolean;
  /**
   * One of the page's first charts: the server draws its picture into the page (chart-picture.tsx), shown
   * until the interactive chart has drawn.
   */
  picture?: boolean;
}

type Translate = ReturnType<typeof usePublicTranslation>['t'];

/** The chart's ECharts option, in the visitor's language and the theme's colours. */
function chartOption(props: GraphChartCardProps, t: Translate, theme: Theme) {
  const { chart, period } = props;
  return buildChartOption(chart, {
    period,
    timeZone: props.timeZone,
    decimals: props.decimals,
    // Bars are named by their interval ('Regen je Stunde').
    seriesNames: chart.series.map((series) =>
      series.definition.bars === true
        ? t(`weather.graph.series.rainPer.${rainIntervalOf(period)}`)
        : t(`weather.graph.series.${series.definition.nameKey}`),
    ),
    minLabel: t('weather.graph.min'),
    maxLabel: t('weather.graph.max'),
    cumulativeLabel: t('weather.graph.series.rainTotal'),
    colors: themeColors(theme),
    fit: props.fit,
  });
}

function ChartBody({
  title,
  onDrawn,
  ...props
}: GraphChartCardProps & { title: string; onDrawn: () => void }) {
  const { t } = usePublicTranslation();
  const { theme } = useTheme();
  const { chart, period, timeZone, decimals, fit } = props;
  const option = useMemo(
    () => chartOption({ chart, period, timeZone, decimals, fit }, t, theme),
    [chart, period, timeZone, decimals, fit, t, theme],
  );
  return (
    <LazyChart
      option={option}
      height={CHART_HEIGHT}
      ariaLabel={t('weather.graph.chartLabel', { title })}
      group={GRAPH_CHART_GROUP}
      onDrawn={onDrawn}
    />
  );
}

/**
 * Whether the interactive chart is wanted: at once for a chart without the server's picture or in a box
 * wider than it; for one with it on a phone, once the visitor reaches for it (a pointer over it, a touch),
 * or once the chart has changed (another window, fit to data). Drawing a chart's canvas takes a phone's
 * main thread for a few hundred ms, which the picture, the same chart, spares the page's load; its tooltips
 * and zoom come with the canvas.
 */
function useLive(picture: boolean, box: RefObject<HTMLDivElement | null>, changes: unknown[]) {
  const [live, setLive] = useState(!picture);
  // Whether the server's picture is there (the first render matches the server's markup, which has it).
  const [pictured, setPictured] = useState(picture);
  const first = useRef(changes);
  const changed = changes.some((value, index) => value !== first.current[index]);
  useEffect(() => {
    const element = box.current;
    // A page rendered in the browser (not the server's) has no picture to show; a box much wider than the
    // picture (a tablet's, a desktop's, with a CPU to match) shows the interactive chart at once.
    const none = element?.querySelector('[data-chart-picture] svg') === null;
    const wide = (element?.clientWidth ?? 0) > PICTURE_WIDTH * 1.25;
    if (none) setPictured(false);
    if (!live && (changed || none || wide)) setLive(true);
  }, [live, changed, box]);
  return { live, pictured, reach: live ? undefined : () => setLive(true) };
}

/**
 * One chart of the graph screen: its title, then the chart once the card scrolls near the viewport (drawing
 * eleven canvases up front costs a phone seconds), or 'Keine Daten :(' when the chart has no data. One of
 * the page's first charts comes drawn by the server (`picture`), and its canvas waits for the visitor.
 */
export function GraphChartCard({ picture = false, ...props }: GraphChartCardProps) {
  const { t } = usePublicTranslation();
  const placeholder = useRef<HTMLDivElement>(null);
  const inView = useInView(placeholder);
  const { live, pictured, reach } = useLive(picture, placeholder, [props.chart, props.fit, props.period]);
  // The server's picture stays over the box until the interactive chart has drawn under it.
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback(() => setDrawn(true), []);
  const title = t(`weather.graph.charts.${props.chart.definition.id}`);
  const titleId = chartHeadingId(props.chart.definition.id);
  return (
    <Card className="h-100 shadow-sm" aria-labelledby={titleId} as="section">
      {/* Focusable from the jump list, clear of the top edge when scrolled to. */}
      <Card.Header as="h2" id={titleId} className="h6 mb-0" tabIndex={-1} style={{ scrollMarginTop: '1rem' }}>
        {title}
      </Card.Header>
      <Card.Body className="p-2">
        {props.chart.hasData ? (
          <div
            ref={placeholder}
            style={{ minHeight: CHART_HEIGHT, position: 'relative' }}
            data-chart={props.chart.definition.id}
            onPointerEnter={reach}
            onPointerDown={reach}
          >
            {inView && live ? <ChartBody {...props} title={title} onDrawn={onDrawn} /> : null}
            {pictured && !drawn ? (
              // Drawn in the light theme: the dark theme's colours are swapped by styles/theme.css.
              <ChartPicture
                option={() => chartOption(props, t, 'light')}
                height={CHART_HEIGHT}
                ariaLabel={t('weather.graph.chartLabel', { title })}
              />
            ) : null}
          </div>
        ) : (
          <p className="text-body-secondary text-center my-5">{t('weather.chartNoData')}</p>
        )}
      </Card.Body>
    </Card>
  );
}
