import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };

/**
 * The product speaks German on the public site and French in the back office (spec intro). Each catalogue
 * holds every key in its language, so switching an area's language later is one constant.
 */
export const PUBLIC_LANGUAGE = 'de';
export const ADMIN_LANGUAGE = 'fr';

/** Namespaces: `public` for the visitor site, `admin` for the back office. */
export type Area = 'public' | 'admin';

/** Creates and initialises an i18next instance with the three catalogues (synchronous: resources are bundled). */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { de, fr, en },
    lng: PUBLIC_LANGUAGE,
    fallbackLng: 'en',
    ns: ['public', 'admin'],
    defaultNS: 'public',
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** `t` for public pages: German texts from the `public` namespace. */
export function usePublicTranslation() {
  return useTranslation('public', { lng: PUBLIC_LANGUAGE });
}

/** `t` for back-office pages: French texts from the `admin` namespace. */
export function useAdminTranslation() {
  return useTranslation('admin', { lng: ADMIN_LANGUAGE });
}
