// The station entity: the station the visitor looks at, the stations there are, and the unit sets they show
// in. Code outside this folder imports it from here only.
export { useAllUnits } from './api/get-all-units.ts';
export { stationQueryOptions, useStation } from './api/get-station.ts';
export { ALL_STATIONS_PARAMS, useStations } from './api/get-stations.ts';
export { type DefaultStationHook, useDefaultStation } from './default-station.ts';
export { PAGE_STATIONS_ID, type PageStations, readPageStations, startReference } from './page-stations.ts';
export {
  readStoredReference,
  SelectedStationProvider,
  STATION_ID_STORAGE_KEY,
  STATION_STORAGE_KEY,
  STATION_URL_PARAMETER,
  useSelectedStation,
} from './selected-station.tsx';
export { useStationChoice } from './station-choice.ts';
export { stationLabel } from './station-label.ts';
export { useStationWithUnits } from './station-units.ts';
