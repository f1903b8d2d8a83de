// The observations module's face: how it is wired into the app.
export { wireObservations } from './observations-wiring.ts';
