import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import {
  type AdminResourceApi,
  contactsApi,
  newsApi,
  observationsApi,
  stationListApi,
  unitsApi,
  usersApi,
} from '../../../entities/admin-resources/index.ts';
import { useSession } from '../../../entities/session/index.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import {
  ADMIN_ONLY_RESOURCES,
  type AdminResource,
  pathTo,
  type StaticRouteName,
} from '../../../lib/route-paths.ts';
import { FailingForwardings } from './failing-forwardings.tsx';
import { StationHealth } from './station-health.tsx';

interface DashboardCard {
  resource: AdminResource;
  list: StaticRouteName;
  create: StaticRouteName;
  /** The resource's total, from the list's first page (shared with the list page's cache). */
  useTotal: () => number | undefined;
}

function totalOf<Item>(api: AdminResourceApi<Item>): DashboardCard['useTotal'] {
  return () => useQuery(api.listQuery(1)).data?.numberOfResult;
}

// Spec §2 order: users, news, observations, messages, weather stations, units.
const CARDS: readonly DashboardCard[] = [
  { resource: 'user', list: 'adminUserList', create: 'adminUserCreate', useTotal: totalOf(usersApi) },
  { resource: 'news', list: 'adminNewsList', create: 'adminNewsCreate', useTotal: totalOf(newsApi) },
  {
    resource: 'observation',
    list: 'adminObservationList',
    create: 'adminObservationCreate',
    useTotal: totalOf(observationsApi),
  },
  {
    resource: 'contact',
    list: 'adminContactList',
    create: 'adminContactCreate',
    useTotal: totalOf(contactsApi),
  },
  {
    resource: 'weatherStation',
    list: 'adminWeatherStationList',
    create: 'adminWeatherStationCreate',
    useTotal: totalOf(stationListApi),
  },
  { resource: 'unit', list: 'adminUnitList', create: 'adminUnitCreate', useTotal: totalOf(unitsApi) },
];

function ResourceCard({ card, admin }: { card: DashboardCard; admin: boolean }) {
  const { t } = useAdminTranslation();
  const adminOnly = ADMIN_ONLY_RESOURCES.includes(card.resource);
  // Every list answers any logged-in user (GET /api/user included): every card shows its total.
  const total = card.useTotal();
  return (
    <Card className="h-100 shadow-sm">
      <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div>
          <Card.Title as="h2" className="h5 mb-0">
            {t(`dashboard.cards.${card.resource}`)}
          </Card.Title>
          {total !== undefined && (
            <span className="small text-body-secondary">{t('list.total', { count: total })}</span>
          )}
        </div>
        <div className="d-flex gap-2">
          <Link className="btn btn-primary btn-sm" to={pathTo(card.list)}>
            {t('dashboard.open')}
          </Link>
          {(admin || !adminOnly) && (
            <Link className="btn btn-outline-dark btn-sm" to={pathTo(card.create)}>
              {t('dashboard.add')}
            </Link>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * Dashboard (/admin/dashboard): each station's health, then a card per resource with its total,
 * 'Accéder' (list) and 'Ajouter' (create). 'Ajouter' for users, stations and units shows only to an admin, as the create pages are
 * admin-only (spec §2, §6).
 */
export function AdminDashboardPage() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  return (
    <>
      <PageHeading title={t('routes.adminDashboard')} />
      {admin && <FailingForwardings />}
      <StationHealth />
      <Row xs={1} lg={2} xxl={3} className="g-3">
        {CARDS.map((card) => (
          <Col key={card.resource}>
            <ResourceCard card={card} admin={admin} />
          </Col>
        ))}
      </Row>
    </>
  );
}
