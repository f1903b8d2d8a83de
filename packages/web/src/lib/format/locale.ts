import { formatLanguage, type Language } from '../language.ts';

/**
 * The locale every formatter writes in: the visitor's language on the public pages, French in the back
 * office (lib/language.ts, formatLanguage). English is British English: day before month ('15/06/2026') and
 * a 24-hour clock, as the site's European stations and visitors read dates; German and French as written in
 * Germany and France.
 */
const INTL_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR' };

/** The Intl locale of the language formatters write in now ('de-DE', 'en-GB' or 'fr-FR'). */
export function intlLocale(): string {
  return INTL_LOCALES[formatLanguage()];
}

/** `make(locale)` made once per locale and options (charts format hundreds of labels), kept in `cache`. */
function perLocale<F>(cache: Map<string, F>, options: object, make: (locale: string) => F): F {
  const locale = intlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = cache.get(key);
  if (cached === undefined) {
    cached = make(locale);
    cache.set(key, cached);
  }
  return cached;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date formatter in the current locale. An unknown time zone falls back to UTC instead of failing. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return perLocale(dateFormats, options, (locale) => {
    try {
      return new Intl.DateTimeFormat(locale, options);
    } catch {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
  });
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number formatter in the current locale. */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return perLocale(numberFormats, options, (locale) => new Intl.NumberFormat(locale, options));
}

/** A country's name in the current language ('Deutschland', 'Germany', 'Allemagne'), its code when unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([intlLocale()], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
