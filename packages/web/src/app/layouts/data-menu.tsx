import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDismiss } from '../../components/use-dismiss.ts';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { HISTORY_PERIODS, historyPath, pathTo } from '../../lib/route-paths.ts';

/**
 * The 'Daten' menu: current data and the five history tables (spec §2). A disclosure button rather than
 * react-bootstrap's NavDropdown (see useDismiss). Closes on Escape, outside clicks and navigation; choosing
 * an entry also collapses the phone menu (PublicHeader).
 */
export function DataMenu({ active }: { active: boolean }) {
  const { t } = usePublicTranslation();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container);

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
          <Link
            key={entry.path}
            to={entry.path}
            className={`dropdown-item${pathname === entry.path ? ' active' : ''}`}
            aria-current={pathname === entry.path ? 'page' : undefined}
            onClick={close}
          >
            {entry.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
