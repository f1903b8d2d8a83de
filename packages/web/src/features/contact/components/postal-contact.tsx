import type { WeatherStation } from '@meteodeck/contract';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** The postal contact block: the selected station's operator address as the station record holds it. */
export function PostalContact({ station }: { station: WeatherStation }) {
  const { t } = usePublicTranslation();
  return (
    <address className="mb-0">
      <strong>{t('contact.operator', { name: station.name })}</strong>
      <br />
      {station.address}
      <br />
      {station.postalCode} {station.city}
      <br />
      {station.country}
    </address>
  );
}
