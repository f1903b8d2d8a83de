import { usePublicTranslation } from '../../../lib/i18n.ts';
import { ForecastSection } from '../../forecast/components/forecast-section.tsx';
import { useStation } from '../../stations/api/get-station.ts';
import { useSelectedStation } from '../../stations/selected-station.tsx';

/** Spec §9: the default place when the station cannot be read, Rütenbrock. */
const FALLBACK_PLACE = { lat: 52.84, lng: 7.1, name: 'Rütenbrock, DE' } as const;

/** Home (/): hero with the address search and the forecast, by default at the selected station. */
export function HomePage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const station = useStation(reference);
  const place =
    station.data !== undefined
      ? { lat: station.data.lat, lng: station.data.lng, name: station.data.city }
      : station.isError
        ? FALLBACK_PLACE
        : null;

  return <ForecastSection title={t('routes.home')} station={place} />;
}
