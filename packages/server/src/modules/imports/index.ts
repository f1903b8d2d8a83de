// The imports module's face: how it is wired into the app (the back office's history imports).
export { wireImports } from './imports-wiring.ts';
