import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('about page', () => {
  it('shows the facts of the selected station, the reference as type', async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () =>
        json(buildStation({ lat: 52.84312, lng: 7.1, elevation: 18.5 })),
    });
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'Station Rütenbrock' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Stadt Rütenbrock' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Land DE' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Höhe 18,5 m' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Breitengrad 52,8431°' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Längengrad 7,1000°' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Modell Davis Vantage Pro 2' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Typ SSDP41000' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Erstellt am 1\. März 2024/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Aktualisiert am 15\. Juni 2025/ })).toBeInTheDocument();
  });

  it("shows the server's message when the station cannot be loaded", async () => {
    window.localStorage.setItem('station', 'GONE0001');
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/GONE0001': () => json([{ message: 'Station GONE0001 not found' }], 404),
    });
    renderApp('/about');

    expect(await screen.findByRole('alert')).toHaveTextContent('Station GONE0001 not found');
  });

  it("links the other networks' stations its owner set, each in a new tab, and shows no card without any", async () => {
    const others = [
      { name: 'Potsdam (Säkularstation)', url: 'https://meteostat.net/de/station/10379' },
      { name: 'Berlin-Tempelhof', url: 'https://meteostat.net/de/station/10384' },
      { name: 'EDDB', url: 'https://www.wunderground.com/history/daily/de/berlin/EDDB' },
    ];
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation({ otherStations: others })),
    });
    renderApp('/about');

    const heading = await screen.findByRole('heading', { name: 'Andere Stationen' });
    const links = within(heading.parentElement ?? document.body).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      others.map((station) => [station.name, station.url]),
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(heading.parentElement ?? document.body).getAllByText('meteostat.net')).toHaveLength(2);
    cleanup();

    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation({ otherStations: [] })),
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: /^Station / })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Andere Stationen' })).not.toBeInTheDocument();
  });

  it("gives the station's embeddable card as iframe code to copy, with a preview", async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    });
    const user = userEvent.setup();
    renderApp('/about');

    const code = await screen.findByLabelText('Code zum Einbinden');
    const snippet = (code as HTMLTextAreaElement).value;
    expect(snippet).toBe(
      `<iframe src="${window.location.origin}/embed/SSDP41000" title="Wetter Rütenbrock" width="340" height="250" style="border:0" loading="lazy"></iframe>`,
    );
    expect(screen.getByTitle('Vorschau: Wetter Rütenbrock')).toHaveAttribute('src', '/embed/SSDP41000');
    await user.click(screen.getByRole('button', { name: 'Code kopieren' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(snippet);
    expect(await screen.findByText('Kopiert')).toBeInTheDocument();
  });

  it("shows a station's own description, and no demo credit of its own making", async () => {
    // The demo's Falkensee station carries the data's credit in its description (server demo-seed.ts); a
    // real installation's default station shows none.
    const credit = 'Wetterdaten: Markus Birth, pywws-data-falkensee, CC-BY-4.0';
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherStation/DEMO-FALKENSEE': () =>
        json(
          buildStation({
            reference: 'DEMO-FALKENSEE',
            city: 'Falkensee',
            description: `Demo-Station mit echten Messwerten aus Falkensee. ${credit}.`,
          }),
        ),
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: /^Station / })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(credit))).not.toBeInTheDocument();
    cleanup();

    window.localStorage.setItem('station', 'DEMO-FALKENSEE');
    renderApp('/about');
    expect(await screen.findByText(new RegExp(credit))).toBeInTheDocument();
  });
});
