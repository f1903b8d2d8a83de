// The weather-data entity: the weather-data calls several pages share (current data, history, graph, the
// wind rose, the last observation), their query keys and refresh rates, and the live current-data stream (also followed by
// the back office to refresh its station panels on each reading or upload). Code outside this folder imports
// it from here only.
export { useCurrentDataSummary } from './api/get-current-data-summary.ts';
export { useDailyHistory } from './api/get-daily-history.ts';
export { useGraphData } from './api/get-graph-data.ts';
export { useLastObservation } from './api/get-last-observation.ts';
export { usePeriodHistory } from './api/get-period-history.ts';
export { useWindRose } from './api/get-wind-rose.ts';
export { REFRESH_MS, weatherDataKeys } from './query-keys.ts';
export { type RainBar, type RainInterval, rainBars, rainIntervalOf } from './rain-bars.ts';
export { useLiveCurrentDataDetail } from './use-live-current-data.ts';
export { type LiveRefreshRule, useStationLiveRefresh } from './use-station-live-refresh.ts';
