import type { LastObservation } from '@meteodeck/contract';
import Card from 'react-bootstrap/Card';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** The station's latest text observation (spec §1, §2) with when it was written, in the station's time. */
export function LatestObservation({
  observation,
  timeZone,
}: {
  observation: LastObservation;
  timeZone: string;
}) {
  const { t } = usePublicTranslation();
  return (
    <Card
      as="section"
      className="mb-3 border-primary-subtle bg-primary-subtle"
      aria-labelledby="latest-observation"
    >
      <Card.Body className="py-2">
        <h2 id="latest-observation" className="h6 mb-1">
          {t('weather.current.latestObservation')}
          <span className="fw-normal text-body-secondary small ms-2">
            {formatDateTime(observation.createdAt, timeZone)}
          </span>
        </h2>
        <p className="mb-0 text-break">{observation.message}</p>
      </Card.Body>
    </Card>
  );
}
