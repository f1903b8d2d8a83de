import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './browser-storage.ts';

/**
 * The colour theme: light or dark, the system's setting until the visitor picks one with the
 * switch in the header, which is remembered in localStorage. Bootstrap draws both from `data-bs-theme` on
 * <html> (set before the first paint by public/theme.js); the charts and gauges, drawn on a canvas, take
 * their colours from {@link themeColors}.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): Theme | null {
  const stored = readStored(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

let current: Theme | null = null;
const listeners = new Set<() => void>();

function apply(theme: Theme): void {
  current = theme;
  document.documentElement.setAttribute('data-bs-theme', theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Follow the system's setting while the visitor has not chosen.
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const follow = () => {
    if (storedChoice() === null) apply(systemTheme());
  };
  media?.addEventListener('change', follow);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', follow);
  };
}

function snapshot(): Theme {
  current ??= storedChoice() ?? systemTheme();
  return current;
}

/** The theme now, and a switch to the other one (remembered). */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, snapshot, () => 'light' as const);
  const toggle = () => {
    const next: Theme = snapshot() === 'dark' ? 'light' : 'dark';
    writeStored(THEME_STORAGE_KEY, next);
    apply(next);
  };
  return { theme, toggle };
}

/** Colours of what the site draws on a canvas (chart texts, axes, gauges), per theme: Bootstrap's greys. */
export function themeColors(theme: Theme) {
  return theme === 'dark'
    ? { text: '#dee2e6', muted: '#adb5bd', line: '#495057', track: '#343a40' }
    : { text: '#212529', muted: '#495057', line: '#adb5bd', track: '#dee2e6' };
}
export type ThemeColors = ReturnType<typeof themeColors>;
