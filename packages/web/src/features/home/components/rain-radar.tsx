import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../../components/chart/use-in-view.ts';
import { EmbedUnavailable } from '../../../components/map/embed-unavailable.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { radarReachable } from '../api/radar-reachable.ts';

/** Spec §9: the radar is 450 px high. */
const RADAR_HEIGHT = 450;

/**
 * The radar's address, centred on a position (two decimals, Windy's own precision). Spec §9 fixed it on the
 * demo region (52.84 N 7.10 E); it now follows the selected station, that place being the
 * fallback while no station is known.
 */
export function radarUrl(lat: number, lng: number): string {
  const at = (value: number) => value.toFixed(2);
  return (
    `https://embed.windy.com/embed2.html?lat=${at(lat)}&lon=${at(lng)}&detailLat=${at(lat)}&detailLon=${at(lng)}` +
    '&zoom=7&level=surface&overlay=radar&product=radar&menu=&message=true&marker=true&calendar=now&type=map' +
    '&location=coordinates&metricWind=km%2Fh&metricTemp=%C2%B0C&radarRange=-1'
  );
}

/** How long the radar may take to answer or to load before its place shows the quiet note instead. */
export const RADAR_TIMEOUT_MS = 15_000;

type RadarState = 'loading' | 'shown' | 'failed';

/**
 * The rain radar embed (Windy.com; the CSP allows frame-src and connect-src embed.windy.com), loaded when
 * scrolled near. When the browser is offline, Windy cannot be reached or the frame does not load within
 * {@link RADAR_TIMEOUT_MS}, a quiet note of modest height takes its place instead of a blank 450 px box
 * (and the radar is tried again when the browser comes back online).
 */
export function RainRadar({ lat, lng, place }: { lat: number; lng: number; place: string }) {
  const { t } = usePublicTranslation();
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box);
  const [state, setState] = useState<RadarState>('loading');
  const [attempt, setAttempt] = useState(0);
  const url = radarUrl(lat, lng);

  useEffect(() => {
    const offline = () => setState('failed');
    const online = () => {
      setState('loading');
      setAttempt((count) => count + 1);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (back online) probes again.
  useEffect(() => {
    if (!near) return;
    if (!navigator.onLine) {
      setState('failed');
      return;
    }
    setState('loading');
    let cancelled = false;
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), RADAR_TIMEOUT_MS);
    // Never loaded within the time: the same note as an unreachable host.
    const loadTimer = window.setTimeout(
      () => setState((current) => (current === 'shown' ? current : 'failed')),
      RADAR_TIMEOUT_MS,
    );
    void radarReachable(url, controller.signal).then((reachable) => {
      if (!reachable && !cancelled) setState('failed');
    });
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(loadTimer);
      cancelled = true;
      controller.abort();
    };
  }, [near, url, attempt]);

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="radar-heading">
      <div className="card-header">
        <h2 id="radar-heading" className="h5 mb-0">
          {t('home.radarTitle')}
        </h2>
      </div>
      <div ref={box}>
        {state === 'failed' ? (
          <EmbedUnavailable text={t('home.radarUnavailable')} detail={place} className="rounded-bottom" />
        ) : near ? (
          <iframe
            key={attempt}
            src={url}
            title={t('home.radarFrameTitle', { place })}
            height={RADAR_HEIGHT}
            width="100%"
            className="d-block border-0 rounded-bottom"
            referrerPolicy="no-referrer"
            onLoad={() => setState((current) => (current === 'failed' ? current : 'shown'))}
          />
        ) : (
          <div style={{ height: RADAR_HEIGHT }} aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
