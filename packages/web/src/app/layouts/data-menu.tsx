import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useDisclosure } from '../../components/use-disclosure.ts';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { HISTORY_PERIODS, historyPath, pathTo } from '../../lib/route-paths.ts';

/**
 * The 'Daten' menu: current data, the five history tables (spec §2), the climate pages and the almanac. A disclosure button rather than
 * react-bootstrap's NavDropdown (see useDisclosure). Closes on Escape, outside clicks and navigation; choosing
 * an entry also collapses the phone menu (PublicHeader).
 */
export function DataMenu({ active }: { active: boolean }) {
  const { t } = usePublicTranslation();
  const { open, close, toggle, container } = useDisclosure<HTMLDivElement>();
  const menuId = useId();
  const { pathname } = useLocation();

  const entries = [
    { path: pathTo('currentWeatherData'), label: t('dataMenu.current') },
    ...HISTORY_PERIODS.map((period) => ({ path: historyPath(period), label: t(`dataMenu.${period}`) })),
    { path: pathTo('climateReport'), label: t('dataMenu.report') },
    { path: pathTo('climateDays'), label: t('dataMenu.climateDays') },
    { path: pathTo('climateRecords'), label: t('dataMenu.climateRecords') },
    { path: pathTo('almanac'), label: t('dataMenu.almanac') },
    { path: pathTo('onThisDay'), label: t('dataMenu.onThisDay') },
  ];

  return (
    <div ref={container} className="nav-item dropdown">
      <button
        type="button"
        className={`nav-link dropdown-toggle border-0 bg-transparent${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
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
