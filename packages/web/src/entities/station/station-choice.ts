import type { WeatherStation } from '@meteodeck/contract';
import { useState } from 'react';
import { ALL_STATIONS_PARAMS, useStations } from './api/get-stations.ts';
import { useDefaultStation } from './default-station.ts';
import { useSelectedStation } from './selected-station.tsx';

/**
 * A back-office form's station picker (import, forwarding): the header's station at first. A choice that
 * is not (or no longer) a station, say a reference renamed since, gives way to the header's station, else
 * the site's default one, else the first: the form never sends a reference that does not exist.
 */
export function useStationChoice(): {
  stations: WeatherStation[];
  reference: string;
  station: WeatherStation | undefined;
  setReference: (reference: string) => void;
} {
  const selected = useSelectedStation();
  const defaultStation = useDefaultStation();
  const stations = useStations(ALL_STATIONS_PARAMS);
  const [chosen, setReference] = useState(selected.reference);
  const list = stations.data?.weatherStations ?? [];
  const byReference = (reference: string | undefined) => list.find((s) => s.reference === reference);
  const station =
    byReference(chosen) ??
    byReference(selected.reference) ??
    list.find((s) => s.id === defaultStation.data?.id) ??
    list[0];
  return { stations: list, reference: station?.reference ?? chosen, station, setReference };
}
