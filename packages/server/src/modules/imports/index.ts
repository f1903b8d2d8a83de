// The imports module's face: how it is wired into the app (the back office's history imports).

// A station's remembered CSV column mappings, deleted with it (station-data-deleters.ts).
export { deleteColumnMappingsOf } from './column-mappings.repository.ts';
export { wireImports } from './imports-wiring.ts';
