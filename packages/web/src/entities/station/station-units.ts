import type { Unit, WeatherStation } from '@meteodeck/contract';
import { useState } from 'react';
import { useAllUnits } from './api/get-all-units.ts';
import { ALL_STATIONS_PARAMS, useStations } from './api/get-stations.ts';
import { useSelectedStation } from './selected-station.tsx';

/**
 * The station a back-office quality page works on (the header's selected station unless changed on the
 * page), the list to choose from, and the unit set its values show in.
 */
export function useStationWithUnits(initialReference?: string) {
  const selected = useSelectedStation();
  const stations = useStations(ALL_STATIONS_PARAMS);
  const units = useAllUnits();
  const [reference, setReference] = useState(initialReference ?? selected.reference);
  const list: WeatherStation[] = stations.data?.weatherStations ?? [];
  const station = list.find((s) => s.reference === reference);
  const unitSet: Unit | undefined = units.data?.units.find((u) => u.type === station?.preferedUnit);
  return { reference, setReference, stations: list, station, units: unitSet };
}
