import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router';
import { useSession } from '../../entities/session/index.ts';
import { useAdminTranslation } from '../../lib/i18n.ts';
import { pathTo, type StaticRouteName } from '../../lib/route-paths.ts';
import { CurrentDataWidget } from './current-data-widget.tsx';

const QUICK_LINKS: readonly { route: StaticRouteName; label: string; adminOnly?: boolean }[] = [
  { route: 'adminUserList', label: 'sidebar.users' },
  { route: 'adminContactList', label: 'sidebar.contacts' },
  { route: 'adminNewsList', label: 'sidebar.news' },
  { route: 'adminWeatherStationList', label: 'sidebar.weatherStations' },
  { route: 'adminUnitList', label: 'sidebar.units' },
  { route: 'adminObservationList', label: 'sidebar.observations' },
  { route: 'adminImport', label: 'sidebar.import', adminOnly: true },
  { route: 'adminExport', label: 'sidebar.export' },
  { route: 'adminForwarding', label: 'sidebar.forwarding', adminOnly: true },
  { route: 'adminQuality', label: 'sidebar.quality' },
  { route: 'adminReadings', label: 'sidebar.readings', adminOnly: true },
  { route: 'adminAudit', label: 'sidebar.audit', adminOnly: true },
  { route: 'adminSiteSettings', label: 'sidebar.siteSettings', adminOnly: true },
  { route: 'adminAccount', label: 'sidebar.account' },
];

/** The quick links the user may follow, and logout: in the sidebar, and in the phone's menu. */
export function AdminNavLinks({ label, onNavigate }: { label?: string; onNavigate?: () => void }) {
  const { t } = useAdminTranslation();
  const { signOut, admin } = useSession();
  return (
    <>
      <nav aria-label={label ?? t('sidebar.quickLinks')}>
        <h2 className="h6 text-uppercase text-body-secondary">{t('sidebar.quickLinks')}</h2>
        <Nav className="flex-column">
          {QUICK_LINKS.filter((link) => admin || link.adminOnly !== true).map((link) => (
            <Nav.Link
              key={link.route}
              as={Link}
              to={pathTo(link.route)}
              className="px-0"
              onClick={onNavigate}
            >
              {t(link.label)}
            </Nav.Link>
          ))}
        </Nav>
      </nav>
      <Button variant="outline-danger" size="sm" onClick={signOut}>
        {t('sidebar.logout')}
      </Button>
    </>
  );
}

/**
 * Sidebar of every admin page (spec §2): the selected station's current data, quick links to the lists and
 * logout. Logout only ends the session; the admin guard then shows the login page (navigating elsewhere
 * first raced with that guard).
 */
export function AdminSidebar() {
  const { t } = useAdminTranslation();
  return (
    <aside aria-label={t('sidebar.label')} className="d-flex flex-column gap-3">
      <CurrentDataWidget />
      {/* On a phone the links live in the top bar's menu (admin-layout.tsx); the widget follows the page. */}
      <div className="d-none d-md-flex flex-column gap-3">
        <AdminNavLinks />
      </div>
    </aside>
  );
}
