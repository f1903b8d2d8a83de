import { usePublicSensors } from '../api/get-public-sensors.ts';
import { type ShownUnits, sensorGroup } from '../sensor-format.ts';
import { useSensorTexts } from './sensor-texts.ts';

/**
 * The home page's tiles of the sensors the owner put there (`homeTile`), in the look of its value tiles:
 * the owner's name, the value in the page's units, the time of that value. Two a row on a phone, three on a
 * tablet, six on a wide screen; nothing when the owner chose none.
 */
export function SensorTiles({
  reference,
  units,
  timeZone,
  refetchInterval,
}: {
  reference: string;
  units: ShownUnits | undefined;
  timeZone: string;
  /** ms between polls, false while the live stream refetches them (publicSensorsKey). */
  refetchInterval: number | false;
}) {
  const sensors = usePublicSensors(reference, refetchInterval);
  const texts = useSensorTexts(units, timeZone);
  const tiles = (sensors.data?.sensors ?? []).filter(
    (sensor) => sensor.homeTile && sensorGroup(sensor.kind) !== null,
  );
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="sensor-tiles-heading" className="mb-4">
      <h2 id="sensor-tiles-heading" className="visually-hidden">
        {texts.t('sensors.tilesTitle')}
      </h2>
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-3">
        {tiles.map((sensor) => (
          <div className="col" key={sensor.key}>
            <div className="card shadow-sm h-100" data-testid={`sensor-tile-${sensor.key}`}>
              <div className="card-body p-3">
                <h3 className="small fw-normal text-body-secondary mb-1">{texts.label(sensor)}</h3>
                <p className="fs-4 fw-semibold lh-sm mb-1 text-nowrap">{texts.value(sensor, sensor.value)}</p>
                <p className="small text-body-secondary mb-0">{texts.recent(sensor.at)}</p>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
