// Climate's face: how the climate module is wired into the app (a year's day counts and calendar heat map,
// 'on this day', the station's records), all from the daily summaries.
export { wireClimate } from './climate-wiring.ts';
