// The alerts module's face: how it is wired into the app.
export { wireAlerts } from './alerts-wiring.ts';
