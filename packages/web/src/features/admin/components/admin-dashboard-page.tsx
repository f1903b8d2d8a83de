import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import {
  ADMIN_ONLY_RESOURCES,
  type AdminResource,
  pathTo,
  type StaticRouteName,
} from '../../../lib/route-paths.ts';
import { useSession } from '../../auth/session-context.tsx';

interface DashboardCard {
  resource: AdminResource;
  list: StaticRouteName;
  create: StaticRouteName;
}

// Spec §2 order: users, news, observations, messages, weather stations, units.
const CARDS: readonly DashboardCard[] = [
  { resource: 'user', list: 'adminUserList', create: 'adminUserCreate' },
  { resource: 'news', list: 'adminNewsList', create: 'adminNewsCreate' },
  { resource: 'observation', list: 'adminObservationList', create: 'adminObservationCreate' },
  { resource: 'contact', list: 'adminContactList', create: 'adminContactCreate' },
  { resource: 'weatherStation', list: 'adminWeatherStationList', create: 'adminWeatherStationCreate' },
  { resource: 'unit', list: 'adminUnitList', create: 'adminUnitCreate' },
];

/**
 * Dashboard (/admin/dashboard): a card per resource with 'Accéder' (list) and 'Ajouter' (create). 'Ajouter'
 * for users, stations and units shows only to an admin, as the create pages are admin-only. The counts
 * come with the admin lists.
 */
export function AdminDashboardPage() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  return (
    <>
      <PageHeading title={t('routes.adminDashboard')} />
      <Row xs={1} sm={2} xl={3} className="g-3">
        {CARDS.map((card) => (
          <Col key={card.resource}>
            <Card className="h-100">
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  {t(`dashboard.cards.${card.resource}`)}
                </Card.Title>
              </Card.Body>
              <Card.Footer className="d-flex gap-2">
                <Link className="btn btn-primary btn-sm" to={pathTo(card.list)}>
                  {t('dashboard.open')}
                </Link>
                {(admin || !ADMIN_ONLY_RESOURCES.includes(card.resource)) && (
                  <Link className="btn btn-outline-dark btn-sm" to={pathTo(card.create)}>
                    {t('dashboard.add')}
                  </Link>
                )}
              </Card.Footer>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
