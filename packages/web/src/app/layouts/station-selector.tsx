import { useEffect, useId } from 'react';
import {
  ALL_STATIONS_PARAMS,
  STATION_ID_STORAGE_KEY,
  stationLabel,
  useDefaultStation,
  useSelectedStation,
  useStations,
} from '../../entities/station/index.ts';
import { usePublicTranslation } from '../../lib/i18n.ts';

/**
 * Header control 'Station wechseln': lists every station and switches the one all pages show. `onSwitched`
 * runs after the visitor picked another station (the header closes its phone menu over the new station's page).
 */
export function StationSelector({ onSwitched }: { onSwitched?: () => void } = {}) {
  const { t } = usePublicTranslation();
  const id = useId();
  const { reference, selectStation } = useSelectedStation();
  const stations = useStations(ALL_STATIONS_PARAMS);
  const list = stations.data?.weatherStations ?? [];
  const current = list.find((station) => station.reference === reference);
  const known = current !== undefined;
  const settings = useDefaultStation();
  const defaultReference = settings.data?.reference;
  const fallback = fallbackStation(list, defaultReference);

  // A remembered station renamed since is found again by its id; one removed since would leave every page
  // empty: the default station (or the first one) once the list shows it is gone. The page the server sent
  // usually did this already (entities/station page-stations.ts); this covers a page without its data.
  useEffect(() => {
    if (!stations.isSuccess) return;
    if (current !== undefined) {
      if (storedId() !== current.id) selectStation(current.reference, current.id);
      return;
    }
    const renamed = list.find((station) => station.id === storedId());
    if (renamed !== undefined) selectStation(renamed.reference, renamed.id);
    else if (!settings.isPending && fallback !== undefined) selectStation(fallback.reference, fallback.id);
  }, [stations.isSuccess, settings.isPending, current, list, fallback, selectStation]);

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
        onChange={(event) => {
          const next = event.currentTarget.value;
          selectStation(next, list.find((station) => station.reference === next)?.id);
          onSwitched?.();
        }}
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

/** The id remembered with the visitor's station, if any. */
function storedId(): number | undefined {
  try {
    const id = Number(window.localStorage.getItem(STATION_ID_STORAGE_KEY) ?? Number.NaN);
    return Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The station to fall back on: the site's default station when listed, else the first one. */
function fallbackStation<S extends { id: number; reference: string }>(
  list: readonly S[],
  defaultReference: string | undefined,
): S | undefined {
  return list.find((station) => station.reference === defaultReference) ?? list[0];
}
