// The geocoding module's face: how it is wired into the app.
export { wireGeocoding } from './geocoding-wiring.ts';
