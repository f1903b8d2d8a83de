// The extra sensors' face: a station's sensors beyond the main measures (every channel of its consoles),
// kept from each upload in its ingestion transaction, listed and named in the back office, shown publicly.

export { type SensorsWiring, wireSensors } from './sensors-wiring.ts';
export { deleteSensorsOf } from './sensors-write.repository.ts';
