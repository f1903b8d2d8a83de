import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetLanguage } from '../lib/language.ts';

// Pages are lazy chunks that Vite transforms on first import; on a busy two-core machine that can take longer
// than Testing Library's default 1 s wait for an element to appear.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's browser asks for en-US; the site's own language is German, and the tests read its German texts.
// A test of the browser's language passes its own list to browserLanguage().
Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });

// Every page the server sends names the default station (entities/station page-stations.ts); the tests' pages
// name the seeded one, without the station list (so a remembered station is not checked against it).
beforeEach(() => {
  if (document.getElementById('meteodeck-stations') !== null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'meteodeck-stations';
  block.textContent = JSON.stringify({ defaultStation: 'SSDP41000' });
  document.head.append(block);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The language store keeps the choice in memory too: the next test starts as a first visit (German).
  resetLanguage();
});
