import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { ADMIN_LANGUAGE, PUBLIC_LANGUAGE } from '../lib/i18n.ts';

/**
 * Shown when a page fails to render or its code cannot be loaded (for example after a deployment replaced
 * the chunk the tab still points to): a plain message and a reload, instead of a blank screen.
 */
export function RouteError() {
  // The back office speaks French even when it fails.
  const admin = useLocation().pathname.startsWith('/admin');
  const { t } = useTranslation(admin ? 'admin' : 'public', { lng: admin ? ADMIN_LANGUAGE : PUBLIC_LANGUAGE });
  const error = useRouteError();
  // Logged so that the cause is not lost behind the friendly message.
  console.error(error);
  return (
    <main className="container py-5" lang={admin ? ADMIN_LANGUAGE : PUBLIC_LANGUAGE}>
      <h1 className="h2">{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </main>
  );
}
