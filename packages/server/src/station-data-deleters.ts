/**
 * The modules that keep rows of a station besides stations/ itself, each by its own repository's deleter:
 * the stations service runs them, in this order, inside the transaction that deletes the station. Listed
 * here, beside the composition root, so the arrows point one way: these modules use stations, stations
 * imports none of them.
 */
import { deleteAlertStateOf } from './modules/alerts/alerts.repository.ts';
import { deleteClimateSettingsOf } from './modules/climate/index.ts';
import { deleteColumnMappingsOf } from './modules/imports/index.ts';
import { deleteObservationsOf } from './modules/observations/observations.repository.ts';
import { deleteReadingsOf } from './modules/readings/store/readings-write.repository.ts';
import { deleteSensorsOf } from './modules/sensors/index.ts';
import type { StationDataDeleter } from './modules/stations/stations.service.ts';

export const STATION_DATA_DELETERS: readonly StationDataDeleter[] = [
  deleteReadingsOf,
  deleteAlertStateOf,
  deleteObservationsOf,
  deleteClimateSettingsOf,
  deleteSensorsOf,
  deleteColumnMappingsOf,
];
