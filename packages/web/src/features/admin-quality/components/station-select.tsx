import type { WeatherStation } from '@meteodeck/contract';
import Form from 'react-bootstrap/Form';
import { useAdminTranslation } from '../../../lib/i18n.ts';

/** The station a quality page works on, chosen by name among `stations`. */
export function StationSelect({
  id,
  value,
  stations,
  onChange,
}: {
  id: string;
  value: string;
  stations: readonly WeatherStation[];
  onChange: (reference: string) => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Form.Group controlId={id}>
      <Form.Label>{t('quality.station')}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)}>
        {stations.map((s) => (
          <option key={s.reference} value={s.reference}>
            {s.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
