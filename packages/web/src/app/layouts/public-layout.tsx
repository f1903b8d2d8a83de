import { Outlet } from 'react-router';
import { NewsStrip } from '../../features/news/index.ts';
import { useAreaLanguage, usePublicTranslation } from '../../lib/i18n.ts';
import { useDocumentLanguage } from '../../lib/use-document-language.ts';
import { PageScroll } from '../page-scroll.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { PublicInformation } from './public-information.tsx';

/**
 * Frame of every public page: in the visitor's language (German by default), header with menu and station selector, main content, then the news strip
 * and the information block (spec §2), footer.
 */
export function PublicLayout() {
  const { t } = usePublicTranslation();
  useDocumentLanguage(useAreaLanguage('public'));
  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable" href="#main-content">
        {t('skipToContent')}
      </a>
      <PublicHeader />
      <main id="main-content" className="container py-4 flex-grow-1">
        <Outlet />
        <PageScroll />
      </main>
      <aside aria-label={t('information.asideLabel')} className="container pb-4">
        <NewsStrip />
        <PublicInformation />
      </aside>
      <PublicFooter />
    </div>
  );
}
