import { useTheme } from '../lib/theme.ts';

/**
 * The light/dark switch of the headers: a button that says what it turns on ('Dunkles Design'), pressed
 * while the dark theme shows. `labels` in the area's language.
 */
export function ThemeToggle({ labels }: { labels: { dark: string; light: string } }) {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={labels.dark}
      title={dark ? labels.light : labels.dark}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
