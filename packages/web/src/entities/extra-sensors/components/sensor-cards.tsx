import { usePublicSensors } from '../api/get-public-sensors.ts';
import { groupSensors, type ShownUnits } from '../sensor-format.ts';
import { useSensorTexts } from './sensor-texts.ts';

/**
 * The current-data page's extra sensors: a card per group (temperatures and humidity, soil, air quality,
 * leaks, lightning, snow, rain gauges) listing each public sensor under the owner's name with its value in
 * the page's units and the time of that value (the page refetches them on each reading of its live
 * stream); nothing at all when the station has no public sensor.
 */
export function SensorCards({
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
  const groups = groupSensors(sensors.data?.sensors ?? []);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="extra-sensors-heading" className="mt-4">
      <h2 id="extra-sensors-heading" className="h4 mb-3">
        {texts.t('sensors.title')}
      </h2>
      <div className="row row-cols-1 row-cols-lg-2 g-3">
        {groups.map(([group, list]) => (
          <div className="col" key={group}>
            <section className="card shadow-sm h-100" aria-labelledby={`sensors-${group}`}>
              <div className="card-header">
                <h3 id={`sensors-${group}`} className="h6 mb-0">
                  {texts.t(`sensors.groups.${group}`)}
                </h3>
              </div>
              <div className="table-responsive">
                <table className="table table-sm mb-0 align-middle">
                  <thead>
                    <tr>
                      <th scope="col">{texts.t('sensors.sensor')}</th>
                      <th scope="col" className="text-end">
                        {texts.t('sensors.value')}
                      </th>
                      <th scope="col" className="text-end">
                        {texts.t('sensors.time')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((sensor) => (
                      <tr key={sensor.key}>
                        <th scope="row" className="fw-normal">
                          {texts.label(sensor)}
                        </th>
                        <td className="text-end text-nowrap fw-semibold">
                          {texts.value(sensor, sensor.value)}
                        </td>
                        <td className="text-end text-nowrap small text-body-secondary">
                          {texts.recent(sensor.at)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </div>
        ))}
      </div>
    </section>
  );
}
