import type { WeatherStation } from '@meteodeck/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, loadRememberedLanguage, resetLanguage } from '../../../lib/language.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubStation(station: WeatherStation) {
  stubApi({
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(station),
    'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
  });
}

/** The value next to a label in one of the page's cards. */
function shown(card: HTMLElement, label: string) {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const card = (name: string) => screen.getByRole('region', { name });

const BERLIN = buildStation({ name: 'Berlin-Mitte', lat: 52.52, lng: 13.405, elevation: 34 });

describe('almanac page', () => {
  it("shows the sun, twilight, moon and the next turns of the year at the station's place", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-21T11:00:00Z'));
    stubStation(BERLIN);
    renderApp('/weather/almanac');

    expect(await screen.findByRole('heading', { level: 1, name: 'Almanach' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Sonne und Mond am Samstag, 21. März 2026 für Berlin-Mitte, 52,5200, 13,4050, 34 m ü. NN.',
      ),
    ).toBeInTheDocument();
    const sun = card('Sonne');
    // Berlin, 21 March 2026 (CET): the sun culminates at 12:13 (Berlin lies west of CET's 15°E, and the
    // equation of time adds 7 min), the day is 12 h 14 min and about four minutes longer than the day before.
    expect(shown(sun, 'Sonnenaufgang')).toMatch(/^06:0[67]$/);
    expect(shown(sun, 'Sonnenuntergang')).toMatch(/^18:2[01]$/);
    expect(shown(sun, 'Sonnenhöchststand')).toBe('12:13');
    expect(shown(sun, 'Tageslänge')).toBe('12 h 14 min');
    expect(shown(sun, 'Änderung seit gestern')).toMatch(/^\+4 min 0\d s$/);
    expect(within(sun).queryByRole('alert')).not.toBeInTheDocument();

    const twilight = within(card('Dämmerung')).getByRole('table', {
      name: 'Dämmerung: Beginn am Morgen und Ende am Abend',
    });
    const rows = within(twilight)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows.map((row) => row[0])).toEqual(['Bürgerlich (−6°)', 'Nautisch (−12°)', 'Astronomisch (−18°)']);
    // Each deeper twilight begins earlier in the morning and ends later in the evening.
    const minutes = (clock: string | null | undefined) =>
      Number(clock?.slice(0, 2)) * 60 + Number(clock?.slice(3));
    expect(minutes(rows[0]?.[1])).toBeGreaterThan(minutes(rows[1]?.[1]));
    expect(minutes(rows[1]?.[1])).toBeGreaterThan(minutes(rows[2]?.[1]));
    expect(minutes(rows[0]?.[2])).toBeLessThan(minutes(rows[1]?.[2]));
    expect(minutes(rows[1]?.[2])).toBeLessThan(minutes(rows[2]?.[2]));

    const moon = card('Mond');
    expect(shown(moon, 'Mondphase')).toBe('Zunehmende Sichel');
    expect(shown(moon, 'Beleuchtet')).toMatch(/^\d+ %$/);
    const next = card('Als Nächstes');
    // The June solstice of 2026 falls at about 08:24:30 UTC, astronomy-engine says 08:25:00: 10:25 in Berlin.
    expect(shown(next, 'Sonnenwende im Juni')).toBe('So., 21.06.2026, 10:25');
    expect(shown(next, 'Nächster Vollmond')).toMatch(/^Do\., 02\.04\.2026, \d\d:\d\d$/);
    expect(shown(next, 'Nächster Neumond')).toMatch(/^Fr\., 17\.04\.2026, \d\d:\d\d$/);
    // The full moon comes first, so it is listed first.
    expect([...next.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Nächster Vollmond',
      'Nächster Neumond',
      'Sonnenwende im Juni',
    ]);
    expect(screen.getByText(/Zeiten in der Zeitzone der Station \(Europe\/Berlin\)/)).toBeInTheDocument();
  });

  it("writes the times in the station's time zone, not the visitor's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-12-01 02:00 UTC is 13:00 on 1 December in Sydney (AEDT, UTC+11).
    vi.setSystemTime(new Date('2026-12-01T02:00:00Z'));
    stubStation(
      buildStation({ name: 'Sydney', lat: -33.87, lng: 151.21, elevation: 3, timezone: 'Australia/Sydney' }),
    );
    renderApp('/weather/almanac');

    const sun = await screen.findByRole('region', { name: 'Sonne' });
    expect(screen.getByText(/am Dienstag, 1\. Dezember 2026/)).toBeInTheDocument();
    expect(shown(sun, 'Sonnenaufgang')).toMatch(/^05:3[6-8]$/);
    expect(shown(sun, 'Sonnenuntergang')).toMatch(/^19:5[0-2]$/);
    expect(shown(sun, 'Änderung seit gestern')).toMatch(/^\+\d min \d\d s$|^\+\d\d? s$/);
  });

  it('says so in the polar day, with no sunrise nor sunset and a 24 h day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-25T10:00:00Z'));
    stubStation(
      buildStation({ name: 'Tromsø', lat: 69.65, lng: 18.96, elevation: 10, timezone: 'Europe/Oslo' }),
    );
    renderApp('/weather/almanac');

    const sun = await screen.findByRole('region', { name: 'Sonne' });
    expect(within(sun).getByText('Polartag: Die Sonne geht heute nicht unter.')).toBeInTheDocument();
    expect(shown(sun, 'Sonnenaufgang')).toBe('-');
    expect(shown(sun, 'Sonnenuntergang')).toBe('-');
    expect(shown(sun, 'Tageslänge')).toBe('24 h 00 min');
    expect(shown(sun, 'Änderung seit gestern')).toBe('±0 s');
    expect(shown(sun, 'Sonnenhöchststand')).toMatch(/^12:4\d$/);
    expect(
      screen.getByText('Ein Strich (-) heißt: Das Ereignis findet an diesem Tag nicht statt.'),
    ).toBeInTheDocument();
  });

  it('says so in the polar night', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-21T10:00:00Z'));
    stubStation(
      buildStation({ name: 'Tromsø', lat: 69.65, lng: 18.96, elevation: 10, timezone: 'Europe/Oslo' }),
    );
    renderApp('/weather/almanac');

    const sun = await screen.findByRole('region', { name: 'Sonne' });
    expect(within(sun).getByText('Polarnacht: Die Sonne geht heute nicht auf.')).toBeInTheDocument();
    expect(shown(sun, 'Tageslänge')).toBe('0 h 00 min');
  });

  it('speaks English to a visitor who chose it, the place and the polar day included', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    resetLanguage();
    await loadRememberedLanguage();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-25T10:00:00Z'));
    stubStation(
      buildStation({ name: 'Tromsø', lat: 69.65, lng: 18.96, elevation: 10, timezone: 'Europe/Oslo' }),
    );
    renderApp('/weather/almanac');

    expect(await screen.findByRole('heading', { level: 1, name: 'Almanac' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Sun and moon on Thursday, 25 June 2026 for Tromsø, 69.6500, 18.9600, 10 m above sea level.',
      ),
    ).toBeInTheDocument();
    const sun = card('Sun');
    expect(within(sun).getByText('Polar day: the sun does not set today.')).toBeInTheDocument();
    expect(shown(sun, 'Day length')).toBe('24 h 00 min');
    expect(within(card('Coming next')).queryByText('June solstice')).not.toBeInTheDocument();
    expect(shown(card('Coming next'), 'September equinox')).toMatch(/^Wed, 23\/09\/2026, 02:0[56]$/);
  });

  it("is reached from the 'Daten' menu", async () => {
    stubStation(BERLIN);
    const user = userEvent.setup();
    renderApp('/weather/history/weekly');
    await screen.findByRole('heading', { name: 'Wochenwerte' });
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    await user.click(within(menu).getByRole('button', { name: 'Daten' }));
    const link = within(menu).getByRole('link', { name: 'Almanach' });
    expect(link).toHaveAttribute('href', '/weather/almanac');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Almanach' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Sonne' })).toBeInTheDocument();
  });
});
