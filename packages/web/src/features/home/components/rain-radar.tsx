import Card from 'react-bootstrap/Card';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** Spec §9: the radar is 450 px high, at a fixed place (the demo region, 52.84 N 7.10 E). */
const RADAR_HEIGHT = 450;
const RADAR_URL =
  'https://embed.windy.com/embed2.html?lat=52.84&lon=7.10&detailLat=52.84&detailLon=7.10&zoom=7&level=surface' +
  '&overlay=radar&product=radar&menu=&message=true&marker=true&calendar=now&type=map&location=coordinates' +
  '&metricWind=km%2Fh&metricTemp=%C2%B0C&radarRange=-1';

/** The rain radar embed (Windy.com; the CSP allows frame-src embed.windy.com), loaded when scrolled near. */
export function RainRadar() {
  const { t } = usePublicTranslation();
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="radar-heading">
      <Card.Header>
        <h2 id="radar-heading" className="h5 mb-0">
          {t('home.radarTitle')}
        </h2>
      </Card.Header>
      <iframe
        src={RADAR_URL}
        title={t('home.radarFrameTitle')}
        height={RADAR_HEIGHT}
        width="100%"
        loading="lazy"
        className="d-block border-0 rounded-bottom"
        referrerPolicy="no-referrer"
      />
    </Card>
  );
}
