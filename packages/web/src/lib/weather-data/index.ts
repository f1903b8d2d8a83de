/** Weather-data API hooks (TanStack Query), keyed by station reference. See each file for details. */
export * from './get-current-data-detail.ts';
export * from './get-current-data-summary.ts';
export * from './get-daily-history.ts';
export * from './get-graph-data.ts';
export * from './get-last-observation.ts';
export * from './get-period-history.ts';
export * from './query-keys.ts';
export * from './use-live-current-data.ts';
