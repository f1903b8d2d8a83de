import { SensorRecordBadges, type SensorWithNewRecords } from '../../../entities/extra-sensors/index.ts';

/**
 * The badges of the records the public extra sensors set today, in the home page's records list (loaded
 * lazily by the home page, only on a day a sensor sets one: the measure catalogue stays out of its first
 * load).
 */
export default function HomeSensorRecords({ sensors }: { sensors: readonly SensorWithNewRecords[] }) {
  return <SensorRecordBadges sensors={sensors} />;
}
