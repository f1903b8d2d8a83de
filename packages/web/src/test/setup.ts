import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLanguage } from '../lib/language.ts';

// Pages are lazy chunks that Vite transforms on first import; on a busy two-core machine that can take longer
// than Testing Library's default 1 s wait for an element to appear.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's browser asks for en-US; the site's own language is German, and the tests read its German texts.
// A test of the browser's language passes its own list to browserLanguage().
Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The language store keeps the choice in memory too: the next test starts as a first visit (German).
  resetLanguage();
});
