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
