import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { useMenuSection } from '../../lib/route-meta.ts';
import { type MenuSection, pathTo } from '../../lib/route-paths.ts';
import { useSession } from '../session-context.tsx';
import { StationSelector } from '../stations/components/station-selector.tsx';
import { DataMenu } from './data-menu.tsx';
import { UnitsMenu } from './units-menu.tsx';

function current(active: boolean) {
  return active ? ({ active: true, 'aria-current': 'page' } as const) : {};
}

/** Public header: brand, menu (collapses below 1200 px: with the units menu and the theme switch it needs that width) and the station selector (spec §2). */
export function PublicHeader() {
  const { t } = usePublicTranslation();
  const { session } = useSession();
  const section = useMenuSection();
  const is = (name: MenuSection) => current(section === name);

  return (
    <header>
      <Navbar expand="xl" bg="dark" data-bs-theme="dark" collapseOnSelect>
        <Container>
          <Navbar.Brand as={Link} to={pathTo('home')}>
            <BrandLogo />
            {t('brand')}
          </Navbar.Brand>
          <div className="order-xl-last ms-auto ms-xl-3 me-2 me-xl-0">
            <ThemeToggle labels={{ dark: t('header.darkTheme'), light: t('header.lightTheme') }} />
          </div>
          <Navbar.Toggle aria-controls="main-menu" label={t('header.toggleMenu')} />
          <Navbar.Collapse id="main-menu">
            <Nav as="nav" aria-label={t('header.menuLabel')} className="me-auto text-nowrap">
              <Nav.Link as={Link} to={pathTo('home')} eventKey="home" {...is('home')}>
                {t('menu.home')}
              </Nav.Link>
              <DataMenu active={section === 'weatherData'} />
              <Nav.Link as={Link} to={pathTo('periodGraphic')} eventKey="graphic" {...is('graphic')}>
                {t('menu.graphic')}
              </Nav.Link>
              <Nav.Link as={Link} to={pathTo('about')} eventKey="about" {...is('about')}>
                {t('menu.about')}
              </Nav.Link>
              <Nav.Link as={Link} to={pathTo('contact')} eventKey="contact" {...is('contact')}>
                {t('menu.contact')}
              </Nav.Link>
              {session.connected && (
                <Nav.Link
                  as={Link}
                  to={pathTo('adminDashboard')}
                  eventKey="administration"
                  {...is('administration')}
                >
                  {t('menu.administration')}
                </Nav.Link>
              )}
            </Nav>
            <StationSelector />
            <UnitsMenu />
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
