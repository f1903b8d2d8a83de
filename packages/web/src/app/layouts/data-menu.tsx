import { useEffect, useId, useRef, useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { Link, useLocation } from 'react-router';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { HISTORY_PERIODS, historyPath, pathTo } from '../../lib/route-paths.ts';

/**
 * The 'Daten' menu: current data and the five history tables (spec §2). A disclosure button rather than
 * react-bootstrap's NavDropdown, whose Popper positioning alone weighed about 10 KB gzip on the first load
 * while Bootstrap's navbar CSS already places the menu. Closes on Escape, outside clicks and navigation.
 */
export function DataMenu({ active }: { active: boolean }) {
  const { t } = usePublicTranslation();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const entries = [
    { path: pathTo('currentWeatherData'), label: t('dataMenu.current') },
    ...HISTORY_PERIODS.map((period) => ({ path: historyPath(period), label: t(`dataMenu.${period}`) })),
    { path: pathTo('climateReport'), label: t('dataMenu.report') },
  ];

  return (
    <div ref={container} className="nav-item dropdown">
      <button
        type="button"
        className={`nav-link dropdown-toggle border-0 bg-transparent${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {t('menu.data')}
      </button>
      <div id={menuId} className={`dropdown-menu${open ? ' show' : ''}`} hidden={!open}>
        <h2 className="dropdown-header h6">{t('dataMenu.title')}</h2>
        {entries.map((entry) => (
          // Nav.Link (with the dropdown-item look) so that choosing an entry also collapses the phone menu.
          <Nav.Link
            key={entry.path}
            as={Link}
            to={entry.path}
            eventKey={entry.path}
            bsPrefix="dropdown-item"
            onClick={() => setOpen(false)}
            {...(pathname === entry.path ? { active: true, 'aria-current': 'page' } : {})}
          >
            {entry.label}
          </Nav.Link>
        ))}
      </div>
    </div>
  );
}
