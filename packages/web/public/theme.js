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

// GET / carries the home page's first screen with the default station's weather in its units (the server
// names that station in a meta element, its texts are German). For a visitor who chose another station,
// other units or another language, its values stay hidden (styles/theme.css) until the app shows theirs.
(() => {
  const shell = document.querySelector('meta[name="meteodeck-shell-station"]');
  if (shell === null) return;
  let station = null;
  let sameId = false;
  let units = {};
  let language = null;
  try {
    language = window.localStorage.getItem('language');
    const linked = new URLSearchParams(window.location.search).get('station');
    station = linked || window.localStorage.getItem('station');
    // The shell's station remembered under a reference renamed since (the app then follows the rename).
    sameId = !linked && window.localStorage.getItem('stationId') === shell.getAttribute('data-station-id');
    units = JSON.parse(window.localStorage.getItem('units') || '{}') || {};
  } catch {}
  const ownUnits = Object.values(units).some((unit) => typeof unit === 'string' && unit !== '');
  if (
    (station && station.trim() !== '' && station.trim() !== shell.content && !sameId) ||
    ownUnits ||
    (language && language !== 'de')
  ) {
    document.documentElement.setAttribute('data-shell', 'stale');
  }
})();
