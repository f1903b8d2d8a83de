import { lazy, Suspense } from 'react';
import type { LocationMapProps } from './location-map.tsx';

const LocationMap = lazy(() => import('./location-map.tsx'));

/**
 * {@link LocationMap} loaded on demand: Leaflet (about 50 KB gzip) arrives only on pages that show a map. The
 * placeholder keeps the map's height so the page does not jump when it appears. `key` the map by position to
 * recentre it, since Leaflet ignores later changes of `center`.
 */
export function LazyLocationMap(props: LocationMapProps) {
  return (
    <Suspense fallback={<div className="bg-body-tertiary rounded" style={{ height: props.height }} />}>
      <LocationMap key={`${props.lat},${props.lng}`} {...props} />
    </Suspense>
  );
}
