import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import {
  browserLanguage,
  LANGUAGE_STORAGE_KEY,
  loadRememberedLanguage,
  resetLanguage,
} from '../../lib/language.ts';
import { json, stubApi, tokenFor } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildStation } from '../../test/stations.ts';
import { buildCurrentData } from '../../test/weather-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubStation() {
  stubApi({
    'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData({ temperature: 5.8 })),
    'GET /api/weatherData/SSDP41000/currentData/summary': () => json(buildCurrentData({ temperature: 5.8 })),
    'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
  });
}

const languageSwitch = () => screen.getByRole('navigation', { name: /^(Sprache|Language|Langue)$/ });

describe("the visitor's language", () => {
  it('is German on a first visit, with decimal commas and <html lang="de">', async () => {
    stubStation();
    renderApp('/');
    expect(await screen.findByTestId('now-temperature')).toHaveTextContent('5,8 °C');
    // <html lang> follows in an effect after the render.
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(within(languageSwitch()).getByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('switches the home page to English with decimal points, and keeps the choice after a remount and a reload', async () => {
    stubStation();
    const user = userEvent.setup();
    const first = renderApp('/');
    expect(await screen.findByTestId('now-temperature')).toHaveTextContent('5,8 °C');

    await user.click(within(languageSwitch()).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByTestId('now-temperature')).toHaveTextContent('5.8 °C');
    expect(screen.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    // <html lang> follows in an effect after the render.
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    // A remount (the same visit) and a reload (the module forgets, the browser remembers).
    first.unmount();
    renderApp('/');
    expect(await screen.findByTestId('now-temperature')).toHaveTextContent('5.8 °C');
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
  });

  it('comes back in the remembered language after a reload, before the first render', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    resetLanguage();
    await loadRememberedLanguage();
    stubStation();
    renderApp('/weather/current');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Données météo actuelles' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('5,8 °C')).length).toBeGreaterThan(0);
    // <html lang> follows in an effect after the render.
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByRole('button', { name: 'Français', pressed: true })).toBeInTheDocument();
  });

  it("greets a first-time visitor in the browser's language when it is English or French, German otherwise", async () => {
    expect(browserLanguage(['en-GB', 'de'])).toBe('en');
    expect(browserLanguage(['nl-NL', 'fr-CH', 'en'])).toBe('fr');
    expect(browserLanguage(['nl-NL', 'pl'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
    Object.defineProperty(navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
    try {
      resetLanguage();
      await loadRememberedLanguage();
      stubStation();
      renderApp('/weather/current');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Current weather data' }),
      ).toBeInTheDocument();
      // <html lang> follows in an effect after the render.
      await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
      // Not a choice: nothing is written down until the visitor picks in the footer.
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    } finally {
      Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });
    }
  });

  it("writes the current-data page's numbers with a comma in German and French and a point in English", async () => {
    stubStation();
    const user = userEvent.setup();
    renderApp('/weather/current');
    expect((await screen.findAllByText('5,8 °C')).length).toBeGreaterThan(0);
    expect(screen.getByRole('rowheader', { name: 'Windrichtung' }).closest('tr')).toHaveTextContent(
      '225° SW',
    );

    await user.click(within(languageSwitch()).getByRole('button', { name: 'English' }));
    expect((await screen.findAllByText('5.8 °C')).length).toBeGreaterThan(0);
    expect(screen.queryByText('5,8 °C')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Wind direction' }).closest('tr')).toHaveTextContent(
      '225° SW',
    );

    await user.click(within(languageSwitch()).getByRole('button', { name: 'Français' }));
    expect((await screen.findAllByText('5,8 °C')).length).toBeGreaterThan(0);
    expect(screen.getByRole('rowheader', { name: 'Direction du vent' }).closest('tr')).toHaveTextContent(
      '225° SO',
    );
  });

  it('leaves the back office in French, numbers included, whatever the visitor picked', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    resetLanguage();
    await loadRememberedLanguage();
    stubStation();
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeInTheDocument();
    // <html lang> follows in an effect after the render.
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect((await screen.findAllByText('5,8 °C')).length).toBeGreaterThan(0);
    expect(screen.queryByText('5.8 °C')).toBeNull();
  });
});
