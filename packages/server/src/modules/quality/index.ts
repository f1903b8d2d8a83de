// The quality module's face: how it is wired into the app.
export { wireQuality } from './quality-wiring.ts';
