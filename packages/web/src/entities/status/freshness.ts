import type { StationFreshness } from '@meteodeck/contract';

/** Bootstrap colours of the freshness levels: green, orange, red, grey (status page and back office). */
export const FRESHNESS_COLOURS: Record<StationFreshness, string> = {
  fresh: 'success',
  late: 'warning',
  stale: 'danger',
  none: 'secondary',
};
