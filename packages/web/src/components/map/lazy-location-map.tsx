import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../chart/use-in-view.ts';
import type { LocationMapProps } from './location-map.tsx';

const LocationMap = lazy(() => import('./location-map.tsx'));

/**
 * {@link LocationMap} loaded on demand: Leaflet (about 50 KB gzip) and its tiles arrive only when the map
 * comes near the viewport (a phone showing the top of the home page fetches neither). The placeholder keeps
 * the map's height so the page does not jump when it appears. `key` the map by position to recentre it,
 * since Leaflet ignores later changes of `center`.
 */
export function LazyLocationMap(props: LocationMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const placeholder = <div className="bg-body-tertiary rounded" style={{ height: props.height }} />;
  return (
    <div ref={box}>
      {inView ? (
        <Suspense fallback={placeholder}>
          <LocationMap key={`${props.lat},${props.lng}`} {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
