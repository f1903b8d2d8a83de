// The status entity: each station's state as GET /api/status answers it (freshness, doors, batteries), the
// colours of its freshness levels and the back office's freshness badge. Code outside this folder imports it
// from here only.
export { useStationStatus } from './api/get-status.ts';
export { FreshnessBadge } from './components/freshness-badge.tsx';
export { FRESHNESS_COLOURS } from './freshness.ts';
