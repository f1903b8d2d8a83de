import type { WeatherStation } from '@meteodeck/contract';
import { Fragment } from 'react';
import { countryName } from '../../../lib/format/locale.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/**
 * The postal contact block: the selected station's operator address as the station record holds it. Blank
 * parts (a station without a street) leave no empty line.
 */
export function PostalContact({ station }: { station: WeatherStation }) {
  const { t } = usePublicTranslation();
  const lines = [
    station.address.trim(),
    `${station.postalCode} ${station.city}`.trim(),
    station.country === '' ? '' : countryName(station.country),
  ].filter((line) => line !== '');
  return (
    <address className="mb-0">
      <strong>{t('contact.operator', { name: station.name })}</strong>
      {lines.map((line) => (
        <Fragment key={line}>
          <br />
          {line}
        </Fragment>
      ))}
    </address>
  );
}
