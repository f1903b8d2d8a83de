import { lazy, Suspense } from 'react';
import { NearViewport } from '../near-viewport.tsx';
import type { LocationMapProps } from './location-map.tsx';

const LocationMap = lazy(() => import('./location-map.tsx'));

/**
 * {@link LocationMap} loaded on demand: Leaflet (about 50 KB gzip) and its tiles arrive only when the map
 * comes into the viewport (a phone showing the top of the home page fetches neither; starting Leaflet is one
 * task of about 200 ms on a throttled phone, not worth paying for a map the visitor may never scroll to). The placeholder keeps
 * the map's height so the page does not jump when it appears. `key` the map by position to recentre it,
 * since Leaflet ignores later changes of `center`.
 */
export function LazyLocationMap(props: LocationMapProps) {
  const placeholder = <div className="bg-body-tertiary rounded" style={{ height: props.height }} />;
  return (
    <NearViewport placeholder={placeholder} rootMargin="0px">
      <Suspense fallback={placeholder}>
        <LocationMap key={`${props.lat},${props.lng}`} {...props} />
      </Suspense>
    </NearViewport>
  );
}
