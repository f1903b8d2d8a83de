// Climate's face: what the app wires of the climate module (the station's records, from the daily summaries).
export { climateRecordsRoutes } from './records.routes.ts';
export type { RecordsPastCache } from './records.service.ts';
export { createClimateRecordsService } from './records.service.ts';
export type { RecordsFold } from './records.ts';
