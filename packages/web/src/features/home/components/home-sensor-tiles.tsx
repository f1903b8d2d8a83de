import { extraSensorKeys, SensorTiles, type ShownUnits } from '../../../entities/extra-sensors/index.ts';
import { REFRESH_MS, useStationLiveRefresh } from '../../../entities/weather-data/index.ts';

/**
 * The home page's tiles of the owner's extra sensors (loaded lazily by the home page), refetched on each
 * reading of the station's live stream, polled every 30 s while it is down, as the page's own values.
 */
export default function HomeSensorTiles({
  reference,
  units,
  timeZone,
}: {
  reference: string;
  units: ShownUnits | undefined;
  timeZone: string;
}) {
  const live = useStationLiveRefresh(reference, [
    { on: 'reading', queryKey: extraSensorKeys.current(reference) },
  ]);
  return (
    <SensorTiles
      reference={reference}
      units={units}
      timeZone={timeZone}
      refetchInterval={live.connected ? false : REFRESH_MS.home}
    />
  );
}
