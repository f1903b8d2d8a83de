import type { OtherStation } from '@meteodeck/contract';
import Card from 'react-bootstrap/Card';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** The site a link goes to ('meteostat.net'), shown under its name; '' for an address that is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/**
 * 'Andere Stationen' (spec §2 /about): the stations of other networks the owner set in the back office for
 * this station (up to three), each opening in a new tab without handing over this page; nothing when none.
 */
export function OtherStations({ stations }: { stations: readonly OtherStation[] }) {
  const { t } = usePublicTranslation();
  if (stations.length === 0) return null;
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 card-title">{t('about.otherStations')}</h2>
        <ul className="list-unstyled mb-0">
          {stations.map((station) => (
            <li key={station.url} className="mb-2">
              <a href={station.url} target="_blank" rel="noopener noreferrer">
                {station.name}
              </a>
              <span className="d-block small text-body-secondary">{hostOf(station.url)}</span>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
