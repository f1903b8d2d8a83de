/** What the graph service (graph.service.ts) and its blocks (graph-blocks.ts) are built from. */
import type { GraphDay, GraphPoint } from '@meteodeck/contract';
import type { Clock } from '../../clock.ts';
import type { RollupWidthMin } from '../../db/database.ts';
import type {
  ReadingsReadRepository,
  RollupsReadRepository,
  SummariesReadRepository,
} from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import type { DailyRainState } from './graph-points.ts';
import type { PastCache } from './past-fold.cache.ts';
import type { PeriodFolds } from './period-folds.ts';

export interface GraphDeps {
  stationViews: StationViewRepository;
  readings: ReadingsReadRepository;
  summaries: SummariesReadRepository;
  buckets: RollupsReadRepository;
  /** Period folds (the graph marks) whose past days are kept between queries. */
  periodFolds: PeriodFolds;
  /** Graph points before the station's today (its station day), kept between queries. */
  pastPoints: PastCache<PastGraphPoints>;
  /** The days block (year and record) before the bucket of the station's local today, kept between queries. */
  pastDays: PastCache<GraphDay[]>;
  clock: Clock;
}

/** Graph points before the station's today (its station day), as shown, with the daily rain total where they end. */
export interface PastGraphPoints {
  points: GraphPoint[];
  rain: DailyRainState;
  /**
   * Where the points whose 24 h mean PM2.5 was worked out (pm25-means.ts) stand, and the rollups' width it
   * was worked out at; absent when none lacked one.
   */
  lacking?: { firstMs: number; lastMs: number };
  meansWidthMin?: RollupWidthMin;
}
