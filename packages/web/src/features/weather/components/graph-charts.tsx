import type { GraphData, WeatherPeriod } from '@meteodeck/contract';
import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { CHART_DEFINITIONS, type ChartDefinition } from '../graph/chart-definitions.ts';
import { chartDecimals, chartHasData, shapeChart } from '../graph/chart-series.ts';
import { GraphChartCard } from './graph-chart-card.tsx';

/**
 * The first charts with data (a phone's first screen, a desktop's first row) come drawn by the server as
 * pictures (components/chart/chart-picture.tsx).
 */
const PICTURED_CHARTS = 2;

interface ChartsProps {
  graph: GraphData;
  period: WeatherPeriod;
  fit: boolean;
  /** The station's day start (its daily rain bars are its days). */
  dayStartHour: number;
}

/**
 * One chart of the page, shaped by its own card: React hydrates and renders the eleven charts in slices, one
 * chart's shaping each, between which the browser answers the visitor.
 */
function ShapedChartCard({
  definition,
  graph,
  dayStartHour,
  ...props
}: ChartsProps & { definition: ChartDefinition; picture: boolean }) {
  const chart = useMemo(() => shapeChart(definition, graph, dayStartHour), [definition, graph, dayStartHour]);
  return (
    <GraphChartCard
      {...props}
      chart={chart}
      timeZone={graph.weatherStation.timezone}
      decimals={chartDecimals(definition, graph.unit)}
    />
  );
}

/** The graph page's charts, in the spec's order, the first ones with data drawn by the server as pictures. */
export function Charts(props: ChartsProps) {
  const { graph } = props;
  // The first charts with data, found without shaping them (each card shapes its own).
  const pictured = useMemo(() => {
    const ids: string[] = [];
    for (const definition of CHART_DEFINITIONS) {
      if (ids.length === PICTURED_CHARTS) break;
      if (chartHasData(definition, graph)) ids.push(definition.id);
    }
    return ids;
  }, [graph]);
  return (
    <Row xs={1} xl={2} className="g-3">
      {CHART_DEFINITIONS.map((definition) => (
        <Col key={definition.id}>
          <ShapedChartCard {...props} definition={definition} picture={pictured.includes(definition.id)} />
        </Col>
      ))}
    </Row>
  );
}
