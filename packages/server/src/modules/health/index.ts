// The health module's face: how it is wired into the app.
export { wireHealth } from './health-wiring.ts';
