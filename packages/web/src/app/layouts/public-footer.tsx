import { siteName } from '../../components/page-heading.tsx';
import { useSiteSettings } from '../../entities/site-settings/index.ts';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { socialLinksOf } from './social-links.ts';

/**
 * Public footer: copyright and social links (spec §2), both read at run time from the site's settings (the
 * owner sets them in the back office: the copyright names the owner's site, or the holder they set), a quiet
 * line naming the software, and the language switch.
 */
export function PublicFooter() {
  const { t } = usePublicTranslation();
  const site = useSiteSettings().data;
  const socialLinks = socialLinksOf(site);
  const holder = site?.copyrightHolder || site?.siteName || siteName();
  return (
    <footer className="bg-dark text-light py-3 mt-auto">
      <div className="container d-flex flex-column flex-sm-row justify-content-between gap-2">
        <p className="mb-0 small">{t('footer.copyright', { year: new Date().getFullYear(), holder })}</p>
        <LanguageSwitch />
        {socialLinks.length === 0 ? null : (
          <nav aria-label={t('footer.socialLabel')}>
            <ul className="list-inline mb-0 small">
              {socialLinks.map((link) => (
                <li key={link.network} className="list-inline-item">
                  <a className="link-light" href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.network}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
