import { useEffect, useId } from 'react';
import {
  ALL_STATIONS_PARAMS,
  DEFAULT_STATION_REFERENCE,
  stationLabel,
  useSelectedStation,
  useStations,
} from '../../entities/station/index.ts';
import { usePublicTranslation } from '../../lib/i18n.ts';

/** Header control 'Station wechseln': lists every station and switches the one all pages show. */
export function StationSelector() {
  const { t } = usePublicTranslation();
  const id = useId();
  const { reference, selectStation } = useSelectedStation();
  const stations = useStations(ALL_STATIONS_PARAMS);
  const list = stations.data?.weatherStations ?? [];
  const known = list.some((station) => station.reference === reference);
  const fallback = list.some((station) => station.reference === DEFAULT_STATION_REFERENCE)
    ? DEFAULT_STATION_REFERENCE
    : list[0]?.reference;

  // A remembered station that has since been removed would leave every page empty: fall back to the
  // default station (or the first one) once the list shows it is gone.
  useEffect(() => {
    if (stations.isSuccess && !known && fallback !== undefined) selectStation(fallback);
  }, [stations.isSuccess, known, fallback, selectStation]);

  return (
    <div className="d-flex align-items-center gap-2 my-2 my-xl-0">
      <label className="form-label text-light small mb-0 text-nowrap" htmlFor={id}>
        {t('header.stationSelector')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm station-select"
        value={reference}
        disabled={list.length === 0}
        onChange={(event) => selectStation(event.currentTarget.value)}
      >
        {/* Keeps the current choice visible while the list loads or when it is no longer listed. */}
        {!known && (
          <option value={reference}>{stations.isPending ? t('header.stationsLoading') : reference}</option>
        )}
        {list.map((station) => (
          <option key={station.reference} value={station.reference}>
            {stationLabel(station)}
          </option>
        ))}
      </select>
    </div>
  );
}
