// The extra sensors' face: a station's sensors beyond the main measures (every channel of its consoles),
// kept from each upload in its ingestion transaction, listed and named in the back office, shown publicly.

export {
  createSensorDaysReader,
  type SensorDaysReader,
  type SensorRecordDay,
} from './sensor-days.repository.ts';
export { rebuildSensorDays } from './sensor-days-rebuild.ts';
export { sensorKeyOf } from './sensor-keys.ts';
export type {
  ImportedSensorRow,
  ImportedSensorsResult,
  ImportedSensorsStore,
  ImportedSensorValue,
} from './sensors-import.ts';
export { createImportedSensorsStore } from './sensors-import.ts';
export type {
  ImportedSensorDayExtremes,
  ImportedSensorExtremesStore,
} from './sensors-imported-extremes.ts';
export { createImportedSensorExtremesStore } from './sensors-imported-extremes.ts';
export type { OutgoingSensor, SensorValueAt, SensorValuesReader } from './sensors-values.repository.ts';
export { createSensorValuesReader } from './sensors-values.repository.ts';
export { type SensorsWiring, wireSensors } from './sensors-wiring.ts';
export { deleteSensorsOf } from './sensors-write.repository.ts';
