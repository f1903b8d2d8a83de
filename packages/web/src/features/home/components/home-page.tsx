import { lazy, Suspense } from 'react';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { LazyLocationMap } from '../../../components/map/lazy-location-map.tsx';
import { NearViewport } from '../../../components/near-viewport.tsx';
import { useDocumentTitle } from '../../../components/page-heading.tsx';
import { NewRecordBadges } from '../../../entities/climate-records/index.ts';
import { useSelectedStation, useStation } from '../../../entities/station/index.ts';
import {
  REFRESH_MS,
  useDailyHistory,
  useGraphData,
  useLiveCurrentDataDetail,
} from '../../../entities/weather-data/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { loadGermanPageTexts } from '../../../lib/language.ts';
import { DayStrip } from './day-strip.tsx';
import { ForecastSection } from './forecast-section.tsx';
import { HomeGauges } from './home-gauges.tsx';
import { NowPanel } from './now-panel.tsx';
import { RainRadar } from './rain-radar.tsx';

// astronomy-engine (entities/sky) comes with the sun and moon card, in its own chunk once the card comes near the viewport.
const EphemerisCard = lazy(() =>
  // The moon's phases are named in the pages' German texts (lib/language.ts): loaded with the card.
  Promise.all([import('./ephemeris-card.tsx'), loadGermanPageTexts()]).then(([module]) => ({
    default: module.EphemerisCard,
  })),
);

// The owner's extra-sensor tiles come in a chunk of their own once near the viewport (the first load's
// script budget).
// The tiles' German texts are the sensors' section of the pages' chunk (lib/language.ts): loaded with them.
const HomeSensorTiles = lazy(() =>
  Promise.all([import('./home-sensor-tiles.tsx'), loadGermanPageTexts()]).then(([module]) => module),
);

// The extra sensors' record badges name and write their sensors from the measure catalogue: a chunk of
// their own, loaded only on a day a public sensor sets a record, with the pages' German texts.
const HomeSensorRecords = lazy(() =>
  Promise.all([import('./home-sensor-records.tsx'), loadGermanPageTexts()]).then(([module]) => module),
);

// Below the first screen on a phone, each in a chunk of its own loaded once near the viewport (the first
// load's script budget): the tiles with their sparklines and the current-observation block.
const DayTiles = lazy(() => import('./day-tiles.tsx').then((module) => ({ default: module.DayTiles })));
const CurrentObservation = lazy(() =>
  import('./current-observation.tsx').then((module) => ({ default: module.CurrentObservation })),
);

/** Spec §9: the default place when the station cannot be read, Rütenbrock. */
const FALLBACK_PLACE = { lat: 52.84, lng: 7.1, name: 'Rütenbrock, DE' } as const;
/** Spec §9: map zoom 12. */
const MAP_ZOOM = 12;
const MAP_HEIGHT = 280;
/** About the sun and moon card's height, kept while its chunk is not loaded. */
const EPHEMERIS_HEIGHT = 240;
/** About the height of the tiles on a phone and of the current-observation card, kept while their chunks load. */
const TILES_HEIGHT = 420;
const OBSERVATION_HEIGHT = 345;
/** The 24 h strip and the sparklines move slowly: the day graph is asked again every five minutes. */
const DAY_GRAPH_REFRESH_MS = 5 * 60_000;

/**
 * Home (/, spec §2): a hero that leads with the selected station's weather now (each value once) above the
 * address search, then the forecast (by default at the selected station), the last 24 h as a strip, tiles
 * with the day's course as sparklines (and the tiles of the extra sensors the owner put on it), the rain,
 * wind and sun gauges, the current observation (what the hero does not show) beside sun and moon and a map
 * of the station, and the rain radar. The current data is live (stream) or polled every
 * 30 s; the strip and sparklines come from the day graph (the graph page's call), polled every 5 min.
 */
export function HomePage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const station = useStation(reference);
  const detail = useLiveCurrentDataDetail(reference, REFRESH_MS.home);
  const daily = useDailyHistory(reference, { refetchInterval: REFRESH_MS.home });
  const dayGraph = useGraphData(reference, 'day', { refetchInterval: DAY_GRAPH_REFRESH_MS });
  const place =
    station.data !== undefined
      ? { lat: station.data.lat, lng: station.data.lng, name: station.data.city }
      : station.isError
        ? FALLBACK_PLACE
        : null;
  useDocumentTitle(
    station.data === undefined ? t('routes.home') : `${t('routes.home')} · ${station.data.city}`,
  );

  return (
    <>
      {station.isError && (
        <ApiErrorAlerts
          errors={station.error instanceof ApiError ? station.error.errors : []}
          fallback={t('common.loadError')}
          variant="primary"
        />
      )}
      <NewRecordBadges
        reference={reference}
        className="mb-3"
        sensorBadges={(sensors) => (
          <Suspense fallback={null}>
            <HomeSensorRecords sensors={sensors} />
          </Suspense>
        )}
      />
      <ForecastSection
        title={t('routes.home')}
        station={place}
        now={
          <NowPanel
            name={
              station.data === undefined
                ? ''
                : station.data.name === station.data.city
                  ? station.data.name
                  : `${station.data.name} · ${station.data.city}`
            }
            current={detail.data}
            daily={daily.data}
          />
        }
      />
      <DayStrip graph={dayGraph.data} failed={dayGraph.isError} />
      {detail.data !== undefined && detail.data !== null && (
        <NearViewport placeholder={<div style={{ minHeight: TILES_HEIGHT }} />}>
          <Suspense fallback={<div style={{ minHeight: TILES_HEIGHT }} />}>
            <DayTiles current={detail.data} graph={dayGraph.data} />
          </Suspense>
        </NearViewport>
      )}
      {detail.data !== undefined && detail.data !== null && (
        // Below the first screen on a phone: neither their code nor their call on the first load.
        <NearViewport placeholder={null}>
          <Suspense fallback={null}>
            <HomeSensorTiles
              reference={reference}
              units={detail.data.unit}
              timeZone={detail.data.weatherStation.timezone}
            />
          </Suspense>
        </NearViewport>
      )}
      {detail.data !== undefined && detail.data !== null && <HomeGauges current={detail.data} />}
      <div className="row g-4 mb-4">
        <div className="col-lg-7">
          <NearViewport placeholder={<div style={{ minHeight: OBSERVATION_HEIGHT }} />}>
            <Suspense fallback={<div style={{ minHeight: OBSERVATION_HEIGHT }} />}>
              <CurrentObservation reference={reference} detail={detail} />
            </Suspense>
          </NearViewport>
        </div>
        {station.data !== undefined && (
          <div className="col-lg-5 d-flex flex-column gap-4">
            <NearViewport placeholder={<div style={{ minHeight: EPHEMERIS_HEIGHT }} />}>
              <Suspense fallback={null}>
                <EphemerisCard station={station.data} />
              </Suspense>
            </NearViewport>
            <section className="card shadow-sm" aria-labelledby="map-heading">
              <div className="card-header">
                <h2 id="map-heading" className="h5 mb-0">
                  {t('home.mapTitle')}
                </h2>
              </div>
              <div className="card-body p-2">
                <LazyLocationMap
                  lat={station.data.lat}
                  lng={station.data.lng}
                  label={t('home.mapLabel', { city: station.data.city })}
                  zoom={MAP_ZOOM}
                  height={MAP_HEIGHT}
                />
              </div>
            </section>
          </div>
        )}
      </div>
      <RainRadar
        lat={(place ?? FALLBACK_PLACE).lat}
        lng={(place ?? FALLBACK_PLACE).lng}
        place={(place ?? FALLBACK_PLACE).name}
      />
    </>
  );
}
