// The forecast module's face: how it is wired into the app.
export { wireForecast } from './forecast-wiring.ts';
