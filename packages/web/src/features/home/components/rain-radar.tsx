import Card from 'react-bootstrap/Card';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** Spec §9: the radar is 450 px high. */
const RADAR_HEIGHT = 450;

/**
 * The radar's address, centred on a position (two decimals, Windy's own precision). Spec §9 fixed it on the
 * demo region (52.84 N 7.10 E); it now follows the selected station (issue 18), that place being the
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

/** The rain radar embed (Windy.com; the CSP allows frame-src embed.windy.com), loaded when scrolled near. */
export function RainRadar({ lat, lng, place }: { lat: number; lng: number; place: string }) {
  const { t } = usePublicTranslation();
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="radar-heading">
      <Card.Header>
        <h2 id="radar-heading" className="h5 mb-0">
          {t('home.radarTitle')}
        </h2>
      </Card.Header>
      <iframe
        src={radarUrl(lat, lng)}
        title={t('home.radarFrameTitle', { place })}
        height={RADAR_HEIGHT}
        width="100%"
        loading="lazy"
        className="d-block border-0 rounded-bottom"
        referrerPolicy="no-referrer"
      />
    </Card>
  );
}
