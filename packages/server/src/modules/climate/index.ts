// Climate's face: what the app wires of the climate module (day counts and the calendar heat map of a
// year, from the daily summaries).

export { dayCountsRoutes } from './day-counts.routes.ts';
export { createClimateDaysService } from './day-counts.service.ts';
export { heatMapRoutes } from './heat-map.routes.ts';
export { onThisDayRoutes } from './on-this-day.routes.ts';
export { createOnThisDayService } from './on-this-day.service.ts';
