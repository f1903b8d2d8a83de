import Card from 'react-bootstrap/Card';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** Stations of other weather networks near the demo station, to compare readings with (spec §2 /about). */
const OTHER_STATIONS: readonly { name: string; network: string; href: string }[] = [
  { name: 'Potsdam (Säkularstation)', network: 'Meteostat', href: 'https://meteostat.net/de/station/10379' },
  { name: 'Berlin-Tempelhof', network: 'Meteostat', href: 'https://meteostat.net/de/station/10384' },
  {
    name: 'Flughafen Berlin Brandenburg (EDDB)',
    network: 'Weather Underground',
    href: 'https://www.wunderground.com/history/daily/de/berlin/EDDB',
  },
];

/** Links to three stations of external networks; each opens in a new tab without handing over this page. */
export function OtherStations() {
  const { t } = usePublicTranslation();
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 card-title">{t('about.otherStations')}</h2>
        <ul className="list-unstyled mb-0">
          {OTHER_STATIONS.map((station) => (
            <li key={station.href} className="mb-2">
              <a href={station.href} target="_blank" rel="noopener noreferrer">
                {station.name}
              </a>
              <span className="d-block small text-body-secondary">{station.network}</span>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
