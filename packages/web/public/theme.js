// Sets the colour theme before the first paint (no flash of the light theme for a dark choice): the
// visitor's choice from localStorage ('theme'), else the system's. The app keeps it in step afterwards
// (src/lib/theme.ts). A file of its own: the CSP allows scripts from this site only, not inline ones.
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {}
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
})();

// A public page arrives rendered by the server for the link's, the remembered or the default station, in the
// visitor's units and language as the server saw them (the cookies of their choices, else the station's units
// and the browser's language), for a visitor who is not signed in (a meta element names the station, the
// language and any units; a signed-in visitor's header gains its link once the app runs). For a visitor
// whose station, units or language are not the page's, its content stays hidden (styles/theme.css) until
// the app has drawn theirs.
(() => {
  const page = document.querySelector('meta[name="meteodeck-page"]');
  if (page === null) return;
  let station = null;
  let sameId = false;
  let units = {};
  let language = null;
  try {
    language = window.localStorage.getItem('language');
    const linked = new URLSearchParams(window.location.search).get('station');
    station = linked || window.localStorage.getItem('station');
    // The page's station remembered under a reference renamed since (the app then follows the rename).
    sameId = !linked && window.localStorage.getItem('stationId') === page.getAttribute('data-station-id');
    units = JSON.parse(window.localStorage.getItem('units') || '{}') || {};
  } catch {}
  if (!language) {
    // A first visit: the browser's first language the site speaks (src/lib/language.ts browserLanguage).
    const tags =
      navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    language = tags
      .map((tag) => tag.toLowerCase().split('-')[0])
      .find((tag) => ['de', 'en', 'fr'].includes(tag));
  }
  // The choice as src/lib/display-units.ts unitsKey writes it, against the units the page was rendered in.
  const unitsKey = new URLSearchParams(
    ['temperatureUnit', 'speedUnit', 'pressureUnit', 'rainUnit']
      .filter((field) => typeof units[field] === 'string' && units[field] !== '')
      .map((field) => [field, units[field]]),
  ).toString();
  if (
    (station && station.trim() !== '' && station.trim() !== page.content && !sameId) ||
    unitsKey !== (page.getAttribute('data-units') || '') ||
    (language && language !== page.getAttribute('data-language'))
  ) {
    document.documentElement.setAttribute('data-shell', 'stale');
  }
})();

// ICU's caches, filled by a page's first formatters (60 to 130 ms on the throttled phone), are shared by the
// page's threads: a worker fills them after the first paint (docs/FEATURES.md, 'First-load JavaScript').
(() => {
  if (typeof Worker !== 'function' || typeof requestAnimationFrame !== 'function') return;
  // Kept short: a string is sent as written (build/public-scripts.ts minifies the code around it only).
  const warmUp =
    "for(const l of['de-DE','en-GB','fr-FR']){new Intl.NumberFormat(l).format(-1.5);" +
    "new Intl.DateTimeFormat(l,{timeZone:'UTC',dateStyle:'short',timeStyle:'short'}).format(0);" +
    "new Intl.DateTimeFormat(l,{timeZone:'UTC',weekday:'short',month:'long'}).format(0);" +
    'new Intl.PluralRules(l).select(1)}' +
    "new Intl.DateTimeFormat('en-US',{timeZone:'Europe/Berlin',hour:'numeric',hourCycle:'h23'}).format(0);close()";
  requestAnimationFrame(() =>
    setTimeout(() => {
      try {
        new Worker(URL.createObjectURL(new Blob([warmUp], { type: 'text/javascript' })));
      } catch {}
    }, 0),
  );
})();
