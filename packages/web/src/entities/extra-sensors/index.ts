// The extra-sensors entity: a station's public extra sensors as the visitor's pages show them (the current
// values' cards, the history's table section, the home page's tiles, the graph's series), their calls and
// their formatting from the measure catalogue. Code outside this folder imports it from here only.
export { sensorKeys as extraSensorKeys } from './api/sensor-keys.ts';
export { SensorCards } from './components/sensor-cards.tsx';
export { SensorCharts } from './components/sensor-charts.tsx';
export { SensorHistoryTable } from './components/sensor-history-table.tsx';
export { SensorRecordBadges, type SensorWithNewRecords } from './components/sensor-record-badges.tsx';
export { SensorTiles } from './components/sensor-tiles.tsx';
export {
  groupSensors,
  type SensorGroup,
  type SensorIdentity,
  type ShownUnits,
  sensorLabel,
  sensorUnitText,
  sensorValueText,
  toShownUnit,
} from './sensor-format.ts';
