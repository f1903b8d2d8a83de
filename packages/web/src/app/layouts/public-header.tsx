import { type MouseEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { headMeta, siteName } from '../../components/page-heading.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useSession } from '../../entities/session/index.ts';
import { useSiteSettings } from '../../entities/site-settings/index.ts';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { useMenuSection } from '../../lib/route-meta.ts';
import { type MenuSection, pathTo } from '../../lib/route-paths.ts';
import { DataMenu } from './data-menu.tsx';
import { StationSelector } from './station-selector.tsx';
import { UnitsMenu } from './units-menu.tsx';

function current(active: boolean) {
  return {
    className: active ? 'nav-link active' : 'nav-link',
    'aria-current': active ? 'page' : undefined,
  } as const;
}

/** Public header: brand (the owner's site name and logo, site settings), menu (collapses below 1200 px: with the units menu and the theme switch it needs that width) and the station selector (spec §2). */
export function PublicHeader() {
  const { t } = usePublicTranslation();
  const { session } = useSession();
  const section = useMenuSection();
  const site = useSiteSettings().data;
  const is = (name: MenuSection) => current(section === name);

  // The phone menu is open for the page it was opened on: navigating, choosing any link in it (the current
  // page's too) or switching the station closes it, as react-bootstrap's collapseOnSelect did.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const expanded = openOn === pathname;
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a') !== null) setOpenOn(null);
  };
  return (
    <header>
      {/* Bootstrap's navbar markup, written out: react-bootstrap's Navbar brought its offcanvas, modal
          manager and transitions (about 8 KB) into every page's first load for a class toggle. */}
      <nav className="navbar navbar-expand-xl bg-dark" data-bs-theme="dark">
        <div className="container">
          <Link className="navbar-brand" to={pathTo('home')}>
            {/* Until the settings are read: the name and logo the page was served with. */}
            <BrandLogo src={site ? site.logo : headMeta('meteodeck-logo')} />
            {site?.siteName ?? siteName()}
          </Link>
          <div className="order-xl-last ms-auto ms-xl-3 me-2 me-xl-0">
            <ThemeToggle labels={{ dark: t('header.darkTheme'), light: t('header.lightTheme') }} />
          </div>
          <button
            type="button"
            className={expanded ? 'navbar-toggler' : 'navbar-toggler collapsed'}
            aria-controls="main-menu"
            aria-expanded={expanded}
            aria-label={t('header.toggleMenu')}
            onClick={() => setOpenOn(expanded ? null : pathname)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the controls; a click on one closes the phone menu. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links' own Enter raises the same click. */}
          <div
            id="main-menu"
            // On a desktop too narrow for the menu, the station list and the units (logged in: one more menu
            // item), the station list and the units go to a second row on the right instead of squeezing.
            className={`navbar-collapse collapse flex-wrap justify-content-end column-gap-3${expanded ? ' show' : ''}`}
            onClick={closeOnLink}
          >
            <nav aria-label={t('header.menuLabel')} className="navbar-nav me-auto text-nowrap">
              <Link to={pathTo('home')} {...is('home')}>
                {t('menu.home')}
              </Link>
              <DataMenu active={section === 'weatherData'} />
              <Link to={pathTo('periodGraphic')} {...is('graphic')}>
                {t('menu.graphic')}
              </Link>
              <Link to={pathTo('about')} {...is('about')}>
                {t('menu.about')}
              </Link>
              <Link to={pathTo('contact')} {...is('contact')}>
                {t('menu.contact')}
              </Link>
              {session.connected && (
                <Link to={pathTo('adminDashboard')} {...is('administration')}>
                  {t('menu.administration')}
                </Link>
              )}
            </nav>
            <StationSelector onSwitched={() => setOpenOn(null)} />
            <UnitsMenu />
          </div>
        </div>
      </nav>
    </header>
  );
}
