// Climate's face: what the app wires of the climate module (a year's day counts and calendar heat map, the
// station's records), all from the daily summaries.
export { dayCountsRoutes } from './day-counts.routes.ts';
export { createClimateDaysService } from './day-counts.service.ts';
export { heatMapRoutes } from './heat-map.routes.ts';
export { onThisDayRoutes } from './on-this-day.routes.ts';
export { createOnThisDayService } from './on-this-day.service.ts';
export { climateRecordsRoutes } from './records.routes.ts';
export type { RecordsPastCache } from './records.service.ts';
export { createClimateRecordsService } from './records.service.ts';
export type { RecordsFold } from './records.ts';
