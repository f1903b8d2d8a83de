// The web shell's face: how it is wired into the app.
export { wireWebShell } from './web-shell-wiring.ts';
