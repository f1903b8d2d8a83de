import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import Row from 'react-bootstrap/Row';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useAdminTranslation, useAreaLanguage } from '../../lib/i18n.ts';
import { pathTo } from '../../lib/route-paths.ts';
import { useDocumentLanguage } from '../../lib/use-document-language.ts';
import { PageScroll } from '../page-scroll.tsx';
import { AdminNavLinks, AdminSidebar } from './admin-sidebar.tsx';

/**
 * Frame of the back office (French): top bar, sidebar with quick links and logout, page content. On a
 * phone the quick links and logout open from the top bar's menu button, and the data widget follows the
 * content.
 */
export function AdminLayout() {
  const { t } = useAdminTranslation();
  useDocumentLanguage(useAreaLanguage('admin'));
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable" href="#admin-content">
        {t('skipToContent')}
      </a>
      <header>
        <Navbar bg="dark" data-bs-theme="dark" expand="md" expanded={menuOpen} onToggle={setMenuOpen}>
          <Container fluid>
            <Navbar.Brand as={Link} to={pathTo('adminDashboard')}>
              <BrandLogo src="" />
              {t('brand')}
            </Navbar.Brand>
            <div className="d-flex align-items-center gap-3">
              <Link className="link-light small d-none d-md-inline" to={pathTo('home')}>
                {t('backToSite')}
              </Link>
              <ThemeToggle labels={{ dark: t('darkTheme'), light: t('lightTheme') }} />
              <Navbar.Toggle aria-controls="admin-menu" label={t('sidebar.menu')} />
            </div>
            {/* The phone's menu: the quick links and logout, under the top bar (the sidebar has them on wider screens). */}
            <Navbar.Collapse id="admin-menu" className="d-md-none">
              <div className="d-flex flex-column gap-3 py-3">
                {menuOpen ? (
                  <AdminNavLinks label={t('sidebar.menu')} onNavigate={() => setMenuOpen(false)} />
                ) : null}
              </div>
            </Navbar.Collapse>
          </Container>
        </Navbar>
      </header>
      <Container fluid className="flex-grow-1 py-3">
        <Row>
          <Col as="main" id="admin-content" md={8} lg={9} xxl={10} className="order-md-2">
            <Outlet />
            <PageScroll />
          </Col>
          <Col md={4} lg={3} xxl={2} className="order-md-1 mt-4 mt-md-0">
            <AdminSidebar />
          </Col>
        </Row>
      </Container>
    </div>
  );
}
