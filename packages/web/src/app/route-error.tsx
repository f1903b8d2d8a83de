import { useLocation, useRouteError } from 'react-router';
import { useAdminTranslation, usePublicTranslation } from '../lib/i18n.ts';
import { ADMIN_LANGUAGE, useLanguage } from '../lib/language.ts';

type Texts = Record<'title' | 'text' | 'reload', string>;

function ErrorMessage({ texts, language }: { texts: Texts; language: string }) {
  return (
    <main className="container py-5" lang={language}>
      <h1 className="h2">{texts.title}</h1>
      <p>{texts.text}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {texts.reload}
      </button>
    </main>
  );
}

function PublicRouteError() {
  const { t } = usePublicTranslation();
  const language = useLanguage();
  const texts = { title: t('routeError.title'), text: t('routeError.text'), reload: t('routeError.reload') };
  return <ErrorMessage texts={texts} language={language} />;
}

function AdminRouteError() {
  const { t } = useAdminTranslation();
  const texts = { title: t('routeError.title'), text: t('routeError.text'), reload: t('routeError.reload') };
  return <ErrorMessage texts={texts} language={ADMIN_LANGUAGE} />;
}

/**
 * Shown when a page fails to render or its code cannot be loaded (for example after a deployment replaced
 * the chunk the tab still points to): a plain message and a reload, instead of a blank screen. The back
 * office's speaks French even when it fails, the public one the visitor's language.
 */
export function RouteError() {
  const admin = useLocation().pathname.startsWith('/admin');
  const error = useRouteError();
  // Logged so that the cause is not lost behind the friendly message.
  console.error(error);
  return admin ? <AdminRouteError /> : <PublicRouteError />;
}
