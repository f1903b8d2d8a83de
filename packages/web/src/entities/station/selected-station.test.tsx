import { DEFAULT_SITE_SETTINGS } from '@meteodeck/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api.ts';
import { useDefaultStationSetting } from '../site-settings/index.ts';
import { PAGE_STATIONS_ID, type PageStations, startReference } from './page-stations.ts';
import {
  readStoredReference,
  SelectedStationProvider,
  STATION_ID_STORAGE_KEY,
  STATION_STORAGE_KEY,
  useSelectedStation,
} from './selected-station.tsx';

/** The page as the server sends it after SSDP41000 (id 1) was renamed RUETENBROCK; DEMO-NYC is id 2. */
const RENAMED: PageStations = {
  defaultStation: 'RUETENBROCK',
  stations: [
    [1, 'RUETENBROCK'],
    [2, 'DEMO-NYC'],
  ],
};

function servePage(data: PageStations | null): void {
  const block = document.getElementById(PAGE_STATIONS_ID);
  if (data === null) block?.remove();
  else if (block !== null) block.textContent = JSON.stringify(data);
}

function Shown() {
  return <p>{useSelectedStation().reference}</p>;
}

describe('the station a visitor starts on', () => {
  const saved = document.getElementById(PAGE_STATIONS_ID)?.textContent ?? '';
  beforeEach(() => servePage(RENAMED));
  afterEach(() => {
    const block = document.getElementById(PAGE_STATIONS_ID) ?? document.createElement('script');
    block.id = PAGE_STATIONS_ID;
    // A data block, as the server writes it (a script element of no type would run as JavaScript).
    block.setAttribute('type', 'application/json');
    block.textContent = saved;
    document.head.append(block);
    vi.unstubAllGlobals();
  });

  it('is the default station the page names for a first visit', () => {
    expect(readStoredReference()).toBe('RUETENBROCK');
    // Nothing is remembered for a visitor who chose nothing.
    expect(window.localStorage.getItem(STATION_STORAGE_KEY)).toBeNull();
  });

  it("follows a remembered station's rename by its id, and remembers the new reference", () => {
    window.localStorage.setItem(STATION_STORAGE_KEY, 'SSDP41000');
    window.localStorage.setItem(STATION_ID_STORAGE_KEY, '1');
    expect(readStoredReference()).toBe('RUETENBROCK');
    expect(window.localStorage.getItem(STATION_STORAGE_KEY)).toBe('RUETENBROCK');
    expect(window.localStorage.getItem(STATION_ID_STORAGE_KEY)).toBe('1');
  });

  it("remembers the choice for the server too: a cookie with the station's id, none without an id", () => {
    window.localStorage.setItem(STATION_STORAGE_KEY, 'SSDP41000');
    window.localStorage.setItem(STATION_ID_STORAGE_KEY, '1');
    readStoredReference();
    expect(document.cookie).toMatch(/(^|; )station=1(;|$)/);
    // Without the page's list (the dev server) a choice without an id: the server renders the default one.
    servePage(null);
    window.localStorage.setItem(STATION_STORAGE_KEY, 'OLD');
    window.localStorage.removeItem(STATION_ID_STORAGE_KEY);
    expect(readStoredReference()).toBe('OLD');
    expect(document.cookie).not.toMatch(/(^|; )station=/);
  });

  it('keeps a remembered station that still exists, and learns its id', () => {
    window.localStorage.setItem(STATION_STORAGE_KEY, 'DEMO-NYC');
    expect(readStoredReference()).toBe('DEMO-NYC');
    expect(window.localStorage.getItem(STATION_ID_STORAGE_KEY)).toBe('2');
  });

  it('falls back to the default station for a removed station, without asking the server', () => {
    const requests = stubApi({});
    window.localStorage.setItem(STATION_STORAGE_KEY, 'GONE-1');
    window.localStorage.setItem(STATION_ID_STORAGE_KEY, '9');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SelectedStationProvider defaultStation={useDefaultStationSetting}>
          <Shown />
        </SelectedStationProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('RUETENBROCK')).toBeInTheDocument();
    expect(window.localStorage.getItem(STATION_STORAGE_KEY)).toBe('RUETENBROCK');
    expect(requests).toEqual([]);
  });

  it("opens a link's station when it exists, and ignores a link to an unknown one", () => {
    expect(startReference(RENAMED, { linked: 'DEMO-NYC', reference: 'RUETENBROCK', id: 1 })).toBe('DEMO-NYC');
    expect(startReference(RENAMED, { linked: 'GONE-1', reference: 'DEMO-NYC', id: 2 })).toBe('DEMO-NYC');
    expect(startReference(RENAMED, { linked: 'GONE-1', reference: '', id: null })).toBe('RUETENBROCK');
    // Without the page's list (the dev server) the link and the remembered choice are taken as they are.
    expect(startReference({ defaultStation: 'X' }, { linked: '', reference: 'OLD', id: 1 })).toBe('OLD');
    expect(startReference(null, { linked: '', reference: '', id: null })).toBe('');
  });

  it('leaves nothing remembered when a link to an unknown station opens the default one', () => {
    window.history.replaceState(null, '', '/weather/current?station=GONE-1');
    try {
      expect(readStoredReference()).toBe('RUETENBROCK');
      expect(window.localStorage.getItem(STATION_STORAGE_KEY)).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('asks the site settings for the default station when the page names none (the dev server)', async () => {
    servePage(null);
    const requests = stubApi({
      'GET /api/siteSettings': () =>
        json({
          ...DEFAULT_SITE_SETTINGS,
          socialLinks: { facebook: '', x: '', instagram: '' },
          defaultStation: { id: 1, reference: 'RUETENBROCK' },
        }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SelectedStationProvider defaultStation={useDefaultStationSetting}>
          <Shown />
        </SelectedStationProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('RUETENBROCK')).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/siteSettings']);
  });
});
