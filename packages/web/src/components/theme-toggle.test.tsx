import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../lib/theme.ts';
import { json, stubApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { buildStation } from '../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the light and dark switch', () => {
  it("switches the site to dark and back, says so to assistive technology, and remembers the visitor's choice", async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    });
    const user = userEvent.setup();
    renderApp('/about');

    const toggle = await screen.findByRole('button', { name: 'Dunkles Design' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
