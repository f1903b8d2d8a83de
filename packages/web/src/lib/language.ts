import { useSyncExternalStore } from 'react';
import germanPublic from '../locales/de-public.json' with { type: 'json' };
import { readStored, writeStored } from './browser-storage.ts';

/**
 * The visitor's language: German, English or French; the browser's language on a first visit when it is
 * English or French, German otherwise, until the visitor picks another in the footer, remembered in localStorage (as lib/theme.ts and lib/display-units.ts remember the theme and
 * the units). The back office stays French whatever the visitor picked.
 *
 * Catalogues load per language and namespace: German public texts are in the main bundle (the default, needed
 * for the first paint); English and French are chunks of their own, fetched when chosen, and the French
 * back-office texts when the back office is entered. A choice takes effect once its catalogue is here, so the
 * page never shows keys or half-translated texts while it loads.
 *
 * The number and date formatters of lib/format read {@link formatLanguage}: the visitor's language on the
 * public pages and the embed card, French in the back office.
 */
export const LANGUAGES = ['de', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a first visit (not guessed from the browser: the site is German). */
export const DEFAULT_LANGUAGE: Language = 'de';
/** The back office's language, whatever the visitor picked. */
export const ADMIN_LANGUAGE: Language = 'fr';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Namespaces: `public` for the visitor site, `admin` for the back office. */
export type Area = 'public' | 'admin';

/** The texts of one namespace in one language (locales/<language>-<area>.json). */
export type Catalogue = Record<string, unknown>;

/**
 * Loaders of the catalogues, a file per language and namespace (`locales/<language>-<area>.json`): the
 * German public texts are in the main bundle, every other catalogue is a chunk of its own, fetched when its
 * language or the back office is first shown.
 */
const LOADERS: Record<Language, Record<Area, () => Promise<Catalogue>>> = {
  de: {
    public: async () => germanPublic,
    admin: () => import('../locales/de-admin.json').then((module) => module.default),
  },
  en: {
    public: () => import('../locales/en-public.json').then((module) => module.default),
    admin: () => import('../locales/en-admin.json').then((module) => module.default),
  },
  fr: {
    public: () => import('../locales/fr-public.json').then((module) => module.default),
    admin: () => import('../locales/fr-admin.json').then((module) => module.default),
  },
};

const loaded = new Map<string, Catalogue>([['de|public', germanPublic]]);

/**
 * The German texts of the pages away from the first screen (the climate pages, the records page, the almanac,
 * the climate report, about, contact, status, the weather card, the history tables and graphs; the sky's names and
 * the extra sensors', which the home page's cards below the fold load with them: locales/de-public-pages.json), a chunk of their own so the home
 * page's first load does not carry them. Their routes load it with the page (app/routes.tsx); it joins the
 * German public catalogue, which English and French visitors fall back on. Once only.
 */
/**
 * The German public catalogue `core` with the pages' texts joined: a section of both (weather: the current
 * data's texts in the core, the tables' and graphs' in the pages) joins one level deep.
 */
export function withPageTexts(core: Catalogue, pages: Catalogue): Catalogue {
  const merged: Catalogue = { ...core };
  for (const [section, texts] of Object.entries(pages)) {
    const held = merged[section];
    merged[section] =
      typeof held === 'object' && held !== null && typeof texts === 'object' && texts !== null
        ? { ...held, ...texts }
        : texts;
  }
  return merged;
}

let germanPages: Promise<void> | undefined;

export function loadGermanPageTexts(): Promise<void> {
  germanPages ??= import('../locales/de-public-pages.json').then(
    (module) => {
      loaded.set('de|public', withPageTexts(loaded.get('de|public') ?? germanPublic, module.default));
      notify();
    },
    (error: unknown) => {
      // Offline, or a chunk renamed by a new release: the next page asks again (as the router retries).
      germanPages = undefined;
      throw error;
    },
  );
  return germanPages;
}
const loading = new Map<string, Promise<Catalogue>>();
const listeners = new Set<() => void>();
/** Bumped whenever a catalogue arrives or the language changes: the store's version for re-renders. */
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A catalogue already loaded, or undefined. */
export function loadedCatalogue(language: Language, area: Area): Catalogue | undefined {
  return loaded.get(`${language}|${area}`);
}

/** Every catalogue loaded so far, as i18next resources ({ en: { public: … } }). */
export function loadedCatalogues(): Record<string, Record<string, Catalogue>> {
  const resources: Record<string, Record<string, Catalogue>> = {};
  for (const [key, catalogue] of loaded) {
    const [language = '', area = ''] = key.split('|');
    resources[language] = { ...resources[language], [area]: catalogue };
  }
  return resources;
}

/** Loads a catalogue once (later calls share the first); listeners hear when it has arrived. */
export function loadCatalogue(language: Language, area: Area): Promise<Catalogue> {
  const key = `${language}|${area}`;
  const ready = loaded.get(key);
  if (ready !== undefined) return Promise.resolve(ready);
  let pending = loading.get(key);
  if (pending === undefined) {
    pending = LOADERS[language]
      [area]()
      .then((catalogue) => {
        loaded.set(key, catalogue);
        notify();
        return catalogue;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedChoice(): Language | null {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/**
 * The first of the browser's languages meteodeck speaks (`en-GB` → `en`), or null: a first-time visitor
 * whose browser asks for English or French gets it; any other browser gets German, the site's language.
 */
export function browserLanguage(languages: readonly string[] = browserLanguages()): Language | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The language the visitor wants: the one chosen in the footer, else the browser's, else none (German). */
function wantedLanguage(): Language | null {
  return storedChoice() ?? browserLanguage();
}

/** The visitor's language in effect: the remembered one once its catalogue is here, German until then. */
let current: Language | null = null;

/**
 * The language of the page the server is rendering (entry-server.tsx keeps one per rendering, however many
 * run at once); undefined in the browser.
 */
let renderingLanguage: () => Language | undefined = () => undefined;

/** Where the server's rendering keeps its page's language (entry-server.tsx, once at start). */
export function setRenderingLanguage(source: () => Language | undefined): void {
  renderingLanguage = source;
}

/** The language the page arrived rendered in: the browser's first render over it (a hydration) uses it. */
let pageLanguage: Language = DEFAULT_LANGUAGE;

/** Tells the app the language of the page the server sent (main.tsx, before it hydrates that page). */
export function setPageLanguage(language: Language): void {
  pageLanguage = language;
}

/** The language of the server's rendering, and of the browser's first render over it. */
const serverLanguage = (): Language => renderingLanguage() ?? pageLanguage;

/**
 * The language remembered for the server too (a cookie beside the stored choice): it renders the visitor's
 * pages in it. Refused cookies only cost the visitor the server's rendering.
 */
function rememberForServer(language: Language): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves; one cookie, written whole.
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (tests without one) or cookies refused.
  }
}

function visitorLanguage(): Language {
  const rendering = renderingLanguage();
  if (rendering !== undefined) return rendering;
  if (current === null) {
    const wanted = wantedLanguage();
    current = wanted !== null && loadedCatalogue(wanted, 'public') !== undefined ? wanted : DEFAULT_LANGUAGE;
  }
  return current;
}

/**
 * Switches the visitor's language: fetches its catalogue first (the page stays in the language it had
 * meanwhile), then remembers the choice and re-renders every public text. Rejects, changing nothing, when
 * the catalogue cannot be fetched.
 */
export async function setLanguage(language: Language): Promise<void> {
  await loadCatalogue(language, 'public');
  writeStored(LANGUAGE_STORAGE_KEY, language);
  rememberForServer(language);
  current = language;
  notify();
}

/**
 * Before the first render: fetches the catalogue of the remembered language, or of the browser's when the
 * visitor never chose, so an English or French visitor's first paint is already in their language. Never
 * rejects (German stays when it cannot load). The choice is not written down: the footer's switch does that.
 */
export async function loadRememberedLanguage(): Promise<void> {
  // A choice made before the server rendered pages in it: the server learns it for the next page.
  const stored = storedChoice();
  if (stored !== null) rememberForServer(stored);
  const wanted = wantedLanguage();
  if (wanted === null || wanted === visitorLanguage()) return;
  try {
    await loadCatalogue(wanted, 'public');
    current = wanted;
    notify();
  } catch {
    // Offline or a failed chunk: the page shows German.
  }
}

/** The visitor's language in effect now (outside React: the app's start). */
export function currentLanguage(): Language {
  return visitorLanguage();
}

/** The visitor's language now; components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, visitorLanguage, serverLanguage);
}

const catalogueVersion = () => version;

/**
 * A number that changes whenever a catalogue arrives or the language changes (to re-render on either). Only
 * a trigger, never shown: the hydration reads the version as it is (a server snapshot other than the
 * browser's would re-render every text of the page synchronously right after the hydration).
 */
export function useCatalogueVersion(): number {
  return useSyncExternalStore(subscribe, catalogueVersion, catalogueVersion);
}

let area: Area = 'public';

/**
 * Marks which area is on screen, so the formatters know whose language to write in. The public layout, the
 * embed card and the back office's layout call it while rendering (before their pages format anything): only
 * one of the areas is mounted at a time.
 */
export function enterArea(next: Area): void {
  area = next;
}

/** The language numbers and dates are written in: French in the back office, the visitor's elsewhere. */
export function formatLanguage(): Language {
  return area === 'admin' ? ADMIN_LANGUAGE : visitorLanguage();
}

/** Back to a first visit's state (tests: localStorage is cleared after each, the module's memory is not). */
export function resetLanguage(): void {
  current = null;
  area = 'public';
  notify();
}
