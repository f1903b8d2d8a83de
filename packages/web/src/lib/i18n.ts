import i18next, { type i18n as I18n } from 'i18next';
import { useContext, useEffect } from 'react';
import { getI18n, I18nContext, initReactI18next, useTranslation } from 'react-i18next';
import {
  ADMIN_LANGUAGE,
  type Area,
  type Catalogue,
  DEFAULT_LANGUAGE,
  enterArea,
  type Language,
  loadCatalogue,
  loadedCatalogue,
  loadedCatalogues,
  useCatalogueVersion,
  useLanguage,
} from './language.ts';

/**
 * The public site speaks the visitor's language (German by default, English or French on the footer's
 * switch: lib/language.ts) and the back office French (spec intro). Each catalogue holds every key
 * in its language; catalogues other than German public texts are added to i18next as they load.
 */
export { ADMIN_LANGUAGE, type Area, DEFAULT_LANGUAGE };

/** Creates and initialises an i18next instance with the catalogues loaded so far (synchronous). */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: loadedCatalogues(),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['public', 'admin'],
    defaultNS: 'public',
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The catalogues each instance holds: the German public one grows once its pages' texts arrive. */
const added = new WeakMap<I18n, WeakSet<Catalogue>>();

/** Adds a loaded catalogue to the instance the first time a component asks for it (idempotent). */
function useCatalogueIn(language: Language, area: Area): void {
  // The provider's instance (react-i18next's global one for a component rendered without it).
  const i18n: I18n | undefined = useContext(I18nContext)?.i18n ?? getI18n();
  useCatalogueVersion();
  const catalogue = loadedCatalogue(language, area);
  if (catalogue !== undefined && i18n?.isInitialized) {
    const held = added.get(i18n) ?? new WeakSet<Catalogue>();
    added.set(i18n, held);
    if (!held.has(catalogue)) {
      // Replaced whole, not merged in: a language's later catalogue holds all of its earlier one (the German
      // texts with the pages' joined: lib/language.ts withPageTexts), and catalogues are never changed, so
      // i18next need not copy it (a JSON round trip and a deep merge of ~24 KB of texts, in the hydration).
      i18n.addResourceBundle(language, area, catalogue, false, true, { silent: false, skipCopy: true });
      held.add(catalogue);
    }
  }
  const missing = catalogue === undefined;
  useEffect(() => {
    // Only the back office can get here before its catalogue (an error page shown before its layout
    // loaded): fetch it, the version bump re-renders in French.
    if (missing) void loadCatalogue(language, area).catch(() => undefined);
  }, [missing, language, area]);
}

/** `t` for public pages: the visitor's language, from the `public` namespace. */
export function usePublicTranslation() {
  const language = useLanguage();
  useCatalogueIn(language, 'public');
  return useTranslation('public', { lng: language });
}

/** `t` for back-office pages: French texts from the `admin` namespace. */
export function useAdminTranslation() {
  useCatalogueIn(ADMIN_LANGUAGE, 'admin');
  return useTranslation('admin', { lng: ADMIN_LANGUAGE });
}

/**
 * For the frame of an area (public layout, embed card, back office): tells the formatters which language to
 * write numbers and dates in (while rendering, before the area's pages format anything) and returns it, for
 * `<html lang>` (app/use-document-language.ts).
 */
export function useAreaLanguage(area: Area): Language {
  const visitor = useLanguage();
  enterArea(area);
  return area === 'admin' ? ADMIN_LANGUAGE : visitor;
}
