// The stations module's face: what other modules use of it. The stations themselves (stations.repository.ts),
// a station as the public answers show it (station-view.repository.ts) and what its console's uploads said
// of it (station-state.repository.ts).
export {
  createStationStateRepository,
  type StationStateRepository,
  type UploadRecord,
  uploadRecordStatement,
} from './station-state.repository.ts';
export {
  createStationViewRepository,
  type StationView,
  type StationViewRepository,
} from './station-view.repository.ts';
export {
  createStationsRepository,
  type Station,
  type StationsRepository,
} from './stations.repository.ts';
export type { StationDataDeleter, StationDay, StationDayKey, StationsService } from './stations.service.ts';
export { type StationsWiring, wireStations } from './stations-wiring.ts';
