/**
 * The first screen's own styles inside the page (speed on a phone). The site's stylesheet is
 * 30 KB compressed and render-blocking in the head, and on a slow phone network it shares the line with the
 * scripts the head preloads, so the server-sent first screen waited for all of them before its first paint.
 * Here Beasties (the critical-CSS inliner kept by the Nuxt team) keeps the rules that match the shell's
 * markup in a `<style>` of the head and moves the stylesheet's link to the end of the body: the first
 * screen paints once the HTML is in, and the rest of the page's styles follow without blocking it. The app
 * still renders only once that stylesheet is in: module scripts are deferred, and deferred scripts run only
 * when no stylesheet the parser has met is still loading (HTML's 'style sheet that is blocking scripts'),
 * wherever its link stands; e2e/home-first-screen.spec.ts holds the stylesheet back to check it.
 *
 * The selection runs once per kind of shell, not per request: the key is the stylesheet's name and the set
 * of element names, attribute names and classes of the shell's markup (what selectors match), so a new
 * temperature reuses the styles chosen for the last one and only a shell of another shape (no reading yet,
 * no trend) or a new build runs Beasties again (~40 to 90 ms on the built stylesheet, once).
 */
import BeastiesModule from 'beasties';

// The package's types describe its CommonJS build, whose default export sits on `default`; Node loads its ES
// module build, whose default export is the class itself.
const Beasties = (
  'default' in BeastiesModule ? BeastiesModule.default : BeastiesModule
) as typeof BeastiesModule.default;

/** Rules the static markup cannot match but the first paint needs: public/theme.js sets these attributes. */
const ALWAYS_KEPT = [/data-bs-theme/, /data-shell/];
/** Kinds of shell kept; a handful per page (with or without a reading, a trend, a daily summary). */
const MAX_KINDS = 64;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>\s*/g;
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

/** What selectors can match in `markup`: element names, attribute names and every class. */
export function shellShape(markup: string): string {
  const parts = new Set<string>();
  for (const [, tag, attributes = ''] of markup.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    parts.add(tag?.toLowerCase() ?? '');
    for (const [, name, value] of attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
      if (name === 'class') for (const token of (value ?? '').split(/\s+/)) parts.add(`.${token}`);
      else parts.add(`[${name}]`);
    }
  }
  return [...parts].sort().join(' ');
}

export type CriticalCss = (page: string, shellMarkup: string) => Promise<string>;

/**
 * Inlines the critical styles of the built site in `distDir` into a page holding a shell. A page without a
 * stylesheet link, or one Beasties fails on (told to `onError`, once per kind), is answered as it came.
 */
export function createCriticalCss(distDir: string, onError: (error: unknown) => void): CriticalCss {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    // The link moves to the end of the body: no inline onload handler, which the CSP would refuse.
    preload: 'body',
    pruneSource: false,
    compress: true,
    fonts: false,
    reduceInlineStyles: false,
    allowRules: ALWAYS_KEPT,
    logLevel: 'silent',
  });
  const styles = new Map<string, Promise<string | null>>();

  async function select(page: string): Promise<string | null> {
    const inlined = await beasties.process(page);
    return inlined.match(INLINE_STYLE)?.[1] ?? null;
  }

  return async (page, shellMarkup) => {
    const links = page.match(STYLESHEET_LINK);
    if (links === null) return page;
    // The stylesheet's name too: a new build of the site (new styles, new hash) chooses again.
    const shape = `${links.join('')}\n${shellShape(shellMarkup)}`;
    let css = styles.get(shape);
    if (css === undefined) {
      if (styles.size >= MAX_KINDS) styles.delete(styles.keys().next().value as string);
      css = select(page).catch((error: unknown) => {
        onError(error);
        return null;
      });
      styles.set(shape, css);
    }
    const chosen = await css;
    if (chosen === null) return page;
    const withoutLinks = page.replace(STYLESHEET_LINK, '');
    // Replacer functions: a `$` in the styles is no replacement pattern.
    return withoutLinks
      .replace('</head>', () => `<style>${chosen}</style>\n  </head>`)
      .replace('</body>', () => `  ${links.map((link) => link.trim()).join('\n  ')}\n  </body>`);
  };
}
