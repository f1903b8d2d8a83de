import 'leaflet/dist/leaflet.css';
import { icon } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useMemo, useRef, useState } from 'react';
import { AttributionControl, MapContainer, Marker, TileLayer, Tooltip, ZoomControl } from 'react-leaflet';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/language.ts';
import { EmbedUnavailable } from './embed-unavailable.tsx';

export interface LocationMapProps {
  lat: number;
  lng: number;
  /** Names the marker (tooltip) and the map region for screen readers. */
  label: string;
  zoom: number;
  height: number;
}

// Leaflet finds its default marker images through a CSS path that bundlers break; importing them lets Vite
// inline or hash them, and an explicit icon avoids patching L.Icon.Default (ecosystem gotcha).
const MARKER_ICON = icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  tooltipAnchor: [1, -34],
  shadowSize: [41, 41],
});

const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Leaflet's own credit, without its English link title. */
const LEAFLET_PREFIX = '<a href="https://leafletjs.com">Leaflet</a>';

/**
 * An OpenStreetMap map centred on one place with a marker. Default export so that it is only loaded through
 * React.lazy (Leaflet stays out of the first-load bundle); use {@link LazyLocationMap}.
 * When the browser is offline, or every tile of the first view fails (tile server unreachable or
 * refusing), a quiet note with the place takes the map's place instead of grey squares.
 */
export default function LocationMap({ lat, lng, label, zoom, height }: LocationMapProps) {
  const { t } = usePublicTranslation();
  // The controls and the credit in the visitor's language; Leaflet sets them once, so a new language
  // remounts them.
  const language = useLanguage();
  const [failed, setFailed] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const tiles = useRef({ loaded: 0, failed: 0 });
  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        tiles.current.loaded += 1;
      },
      tileerror: () => {
        tiles.current.failed += 1;
      },
      // Fired once every tile in view has settled, loaded or failed.
      load: () => {
        if (tiles.current.loaded === 0 && tiles.current.failed > 0) setFailed(true);
      },
    }),
    [],
  );
  if (failed) return <EmbedUnavailable text={t('common.mapUnavailable')} detail={label} />;
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={zoom}
      zoomControl={false}
      attributionControl={false}
      scrollWheelZoom={false}
      style={{ height, width: '100%' }}
      className="rounded"
      // The container is the keyboard-focusable map; its name says what it shows.
      aria-label={label}
    >
      <ZoomControl key={`zoom-${language}`} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <AttributionControl key={`credit-${language}`} prefix={LEAFLET_PREFIX} />
      <TileLayer
        key={`tiles-${language}`}
        attribution={`&copy; ${t('map.contributors', { osm: OSM_LINK })}`}
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        eventHandlers={tileEvents}
      />
      <Marker position={[lat, lng]} icon={MARKER_ICON} alt={label}>
        <Tooltip>{label}</Tooltip>
      </Marker>
    </MapContainer>
  );
}
