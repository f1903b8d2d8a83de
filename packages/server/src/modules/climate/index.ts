// Climate's face: how the climate module is wired into the app (day counts and the calendar heat map of a
// year, from the daily summaries).
export { wireClimate } from './climate-wiring.ts';
