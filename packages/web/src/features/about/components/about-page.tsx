import type { WeatherStation } from '@meteodeck/contract';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSelectedStation, useStation } from '../../../entities/station/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { formatCoordinate, formatTick } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { EmbedSnippet } from './embed-snippet.tsx';
import { OtherStations } from './other-stations.tsx';

const dateFormat = () => dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' });

function StationFacts({ station }: { station: WeatherStation }) {
  const { t } = usePublicTranslation();
  const rows: readonly [string, string][] = [
    [t('about.city'), station.city],
    [t('about.country'), station.country],
    [t('about.elevation'), t('about.elevationValue', { value: formatTick(station.elevation, 1) })],
    [t('about.latitude'), formatCoordinate(station.lat)],
    [t('about.longitude'), formatCoordinate(station.lng)],
    [t('about.model'), station.model],
    // The spec shows the station reference under the heading "type".
    [t('about.type'), station.reference],
    [t('about.createdAt'), dateFormat().format(new Date(station.createdAt))],
    [t('about.updatedAt'), dateFormat().format(new Date(station.updatedAt))],
  ];
  return (
    <Card className="shadow-sm">
      <Table striped responsive className="mb-0">
        <caption className="visually-hidden">{t('about.factsCaption')}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

/**
 * About (/about): facts of the selected station from GET /api/weatherStation/{reference}, its description
 * (the demo station's carries its data credit) and the stations of other networks its owner links to.
 */
export function AboutPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const station = useStation(reference);

  if (station.isPending) {
    return (
      <>
        <PageHeading title={t('about.titleLoading')} />
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
        </Spinner>
      </>
    );
  }
  if (station.isError) {
    const errors = station.error instanceof ApiError ? station.error.errors : [];
    return (
      <>
        <PageHeading title={t('about.titleLoading')} />
        <ApiErrorAlerts errors={errors} fallback={t('common.loadError')} variant="primary" />
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('about.title', { city: station.data.city })}>
        {station.data.description !== '' && <p className="lead">{station.data.description}</p>}
      </PageHeading>
      <Row className="g-4">
        <Col lg={7}>
          <StationFacts station={station.data} />
        </Col>
        <Col lg={5} className="d-flex flex-column gap-4">
          <OtherStations stations={station.data.otherStations} />
          <EmbedSnippet reference={station.data.reference} name={station.data.name} />
        </Col>
      </Row>
    </>
  );
}
