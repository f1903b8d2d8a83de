import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { LazyLocationMap } from '../../../components/map/lazy-location-map.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSelectedStation, useStation } from '../../../entities/station/index.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { ContactForm } from './contact-form.tsx';
import { PostalContact } from './postal-contact.tsx';

const MAP_ZOOM = 12;
const MAP_HEIGHT = 260;

/** Contact (/contact, spec §2): the form beside the postal block and a map of the selected station. */
export function ContactPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const station = useStation(reference);

  return (
    <>
      <PageHeading title={t('routes.contact')}>
        <p className="lead">{t('contact.intro')}</p>
      </PageHeading>
      <Row className="g-4">
        <Col lg={7}>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h5 card-title mb-3">{t('contact.formTitle')}</h2>
              <ContactForm />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h5 card-title mb-3">{t('contact.postalTitle')}</h2>
              {station.data === undefined ? (
                station.isError ? (
                  <p className="mb-0 text-body-secondary">{t('common.loadError')}</p>
                ) : (
                  <Spinner animation="border" size="sm" role="status">
                    <span className="visually-hidden">{t('common.loading')}</span>
                  </Spinner>
                )
              ) : (
                <PostalContact station={station.data} />
              )}
            </Card.Body>
            {station.data !== undefined && (
              <Card.Body className="pt-0">
                <LazyLocationMap
                  lat={station.data.lat}
                  lng={station.data.lng}
                  label={t('contact.mapLabel', { city: station.data.city })}
                  zoom={MAP_ZOOM}
                  height={MAP_HEIGHT}
                />
              </Card.Body>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
