import { DEFAULT_SITE_SETTINGS } from '@meteodeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildStation } from '../../test/stations.ts';

// The shell's own 404 page: the header is tested apart from the pages that later issues fill.
const UNKNOWN_PATH = '/gibt-es-nicht';

const ruetenbrock = buildStation();
const clermont = buildStation({
  id: 2,
  reference: 'CLFD63000',
  city: 'Clermont-Ferrand',
  postalCode: '63000',
  country: 'FR',
  elevation: 410,
});

function stubStations() {
  return stubApi({
    'GET /api/weatherStation': () => json({ weatherStations: [ruetenbrock, clermont], numberOfResult: 2 }),
    'GET /api/weatherStation/SSDP41000': () => json(ruetenbrock),
    'GET /api/weatherStation/CLFD63000': () => json(clermont),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public header', () => {
  it("lists the stations under 'Station wechseln' as city and postal-code prefix", async () => {
    const requests = stubStations();
    renderApp(UNKNOWN_PATH);

    const selector = await screen.findByLabelText('Station wechseln');
    expect(await within(selector).findByRole('option', { name: 'Rütenbrock (49)' })).toBeInTheDocument();
    expect(within(selector).getByRole('option', { name: 'Clermont-Ferrand (63)' })).toBeInTheDocument();
    expect(selector).toHaveValue('SSDP41000');
    const listCall = requests.find((request) => request.url.pathname === '/api/weatherStation');
    expect(listCall?.url.searchParams.get('maxResult')).toBe('100');
  });

  it('switches the station every page shows, and remembers it', async () => {
    const requests = stubStations();
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Station Rütenbrock' })).toBeInTheDocument();
    const selector = screen.getByLabelText('Station wechseln');
    await within(selector).findByRole('option', { name: 'Clermont-Ferrand (63)' });

    await userEvent.setup().selectOptions(selector, 'CLFD63000');

    expect(await screen.findByRole('heading', { name: 'Station Clermont-Ferrand' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Höhe 410 m' })).toBeInTheDocument();
    expect(window.localStorage.getItem('station')).toBe('CLFD63000');
    expect(requests.some((request) => request.url.pathname === '/api/weatherStation/CLFD63000')).toBe(true);
  });

  it('falls back to the default station when the remembered one is no longer listed', async () => {
    window.localStorage.setItem('station', 'REMOVED01');
    stubStations();
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'Station Rütenbrock' })).toBeInTheDocument();
    expect(screen.getByLabelText('Station wechseln')).toHaveValue('SSDP41000');
    expect(window.localStorage.getItem('station')).toBe('SSDP41000');
  });

  it('follows a remembered station renamed since, found by its id (a page without the station list)', async () => {
    window.localStorage.setItem('station', 'CLERMONT-OLD');
    window.localStorage.setItem('stationId', '2');
    stubStations();
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'Station Clermont-Ferrand' })).toBeInTheDocument();
    expect(screen.getByLabelText('Station wechseln')).toHaveValue('CLFD63000');
    expect(window.localStorage.getItem('station')).toBe('CLFD63000');
  });

  it("falls back to the site's default station, not the first listed, for a removed one", async () => {
    window.localStorage.setItem('station', 'REMOVED01');
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [ruetenbrock, clermont], numberOfResult: 2 }),
      'GET /api/weatherStation/CLFD63000': () => json(clermont),
      'GET /api/siteSettings': () =>
        json({
          ...DEFAULT_SITE_SETTINGS,
          socialLinks: { facebook: '', x: '', instagram: '' },
          defaultStation: { id: 2, reference: 'CLFD63000' },
        }),
    });
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'Station Clermont-Ferrand' })).toBeInTheDocument();
    expect(window.localStorage.getItem('station')).toBe('CLFD63000');
    expect(window.localStorage.getItem('stationId')).toBe('2');
  });

  it('shows Administration in the menu only when connected', async () => {
    stubStations();
    const first = renderApp(UNKNOWN_PATH);
    const menu = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
    first.unmount();

    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    renderApp(UNKNOWN_PATH);
    const connectedMenu = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    expect(within(connectedMenu).getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('highlights the menu entry of the current route', async () => {
    stubStations();
    renderApp('/weather/graph');

    await screen.findByRole('heading', { name: 'Grafiken' });
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('link', { name: 'Grafik' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("links the 'Daten' menu to the current data and the five history tables", async () => {
    stubStations();
    renderApp('/weather/history/weekly');
    await screen.findByRole('heading', { name: 'Wochenwerte' });

    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    const toggle = within(menu).getByRole('button', { name: 'Daten' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Heute' })).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const expected: [string, string][] = [
      ['Aktuelle Daten', '/weather/current'],
      ['Heute', '/weather/history/daily'],
      ['Diese Woche', '/weather/history/weekly'],
      ['Dieser Monat', '/weather/history/monthly'],
      ['Dieses Jahr', '/weather/history/yearly'],
      ['Rekorde', '/weather/history/record'],
    ];
    for (const [name, href] of expected) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('heading', { name: 'Wetterdaten' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Diese Woche' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the phone menu and closes it when a link in it is chosen, the current page included', async () => {
    stubStations();
    const user = userEvent.setup();
    renderApp('/weather/history/weekly');
    await screen.findByRole('heading', { name: 'Wochenwerte' });

    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    const collapse = document.getElementById('main-menu');
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(collapse).not.toHaveClass('show');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveClass('show');

    // An entry of the 'Daten' menu leads to the page already shown: the menu closes all the same.
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    await user.click(within(menu).getByRole('button', { name: 'Daten' }));
    await user.click(within(menu).getByRole('link', { name: 'Diese Woche' }));
    expect(collapse).not.toHaveClass('show');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'Uber Uns' }));
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Uber Uns' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(collapse).not.toHaveClass('show');
  });

  it('closes the phone menu when the visitor switches the station in it', async () => {
    stubStations();
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { name: 'Station Rütenbrock' });
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(toggle);
    expect(document.getElementById('main-menu')).toHaveClass('show');

    const selector = screen.getByLabelText('Station wechseln');
    await within(selector).findByRole('option', { name: 'Clermont-Ferrand (63)' });
    await user.selectOptions(selector, 'CLFD63000');

    expect(await screen.findByRole('heading', { name: 'Station Clermont-Ferrand' })).toBeInTheDocument();
    expect(document.getElementById('main-menu')).not.toHaveClass('show');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
