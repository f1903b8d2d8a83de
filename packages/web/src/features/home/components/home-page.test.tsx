import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayUnits, UNIT_PRESETS } from '../../../lib/display-units.ts';
import { temperatureColour } from '../../../lib/value-colours.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import {
  buildCurrentData,
  buildGraphData,
  buildGraphPoint,
  IMPERIAL_UNIT,
} from '../../../test/weather-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setDisplayUnits({});
});

describe('home page', () => {
  it('leads with the station now: name, age, condition, temperature with its trend and feel, wind and gust, humidity, pressure, rain', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-15T14:05:12+02:00'), shouldAdvanceTime: true });
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation({ name: 'Garten', city: 'Rütenbrock' })),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
    });
    renderApp('/');
    const temperature = await screen.findByTestId('now-temperature');
    expect(temperature).toHaveTextContent('21,5 °C');
    const hero = temperature.closest('div.rounded-3') as HTMLElement;
    expect(within(hero).getByText('Garten · Rütenbrock')).toBeInTheDocument();
    expect(within(hero).getByText(/\+1,2 °C in 1 h/)).toBeInTheDocument();
    expect(within(hero).getByText('gefühlt 21,5 °C')).toBeInTheDocument();
    expect(within(hero).getByText('12,6 km/h aus SW')).toBeInTheDocument();
    expect(within(hero).getByText('1,2 mm')).toBeInTheDocument();
    const facts = within(hero).getByTestId('now-facts');
    expect(facts).toHaveTextContent('Böen25,2 km/h');
    expect(facts).toHaveTextContent('Luftfeuchte55 %');
    expect(facts).toHaveTextContent('Luftdruck1016,2 hPa↘ fallend, −1,8 hPa in 3 h');
    expect(within(hero).getByTestId('now-condition')).toHaveTextContent('Teils bewölkt');
    expect(within(hero).getByTestId('now-condition').querySelector('img')).toHaveAttribute(
      'src',
      '/conditions/partly-cloudy.svg',
    );
    // The data's age, told again as time passes.
    const age = within(hero).getByTestId('now-age');
    expect(age).toHaveTextContent(/^Stand: vor 1[23] s$/);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(age).toHaveTextContent(/^Stand: vor 1 min$/);
    vi.useRealTimers();
  });

  it("tells the observation block's time and age with the live badge once the stream is open, and colours its dew point", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-15T14:05:12+02:00'), shouldAdvanceTime: true });
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
    });
    renderApp('/');
    const block = await screen.findByRole('region', { name: 'Aktuelle Beobachtung' });
    const age = await within(block).findByTestId('live-age');
    // The reading's time in the station's zone, its age beside it, told again as time passes.
    expect(age).toHaveTextContent(/^Stand: 15\.06\.2026, 14:05\(vor 1[23] s\)$/);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(age).toHaveTextContent(/\(vor 1 min\)$/);
    // The badge beside the title keeps its place, hidden, until the stream is open.
    const badge = within(block).getByText('Live', { exact: true });
    expect(badge).toHaveClass('invisible');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    // The stream opens and brings a new reading: the badge shows, the time and age are the new reading's.
    const stream = FakeEventSource.instances[0];
    stream?.open();
    stream?.send(
      JSON.stringify(buildCurrentData({ receivedAt: '2026-06-15T14:06:10+02:00', dewPoint: -3.5 })),
    );
    await waitFor(() => expect(age).toHaveTextContent(/^Stand: 15\.06\.2026, 14:06\(vor \d+ s\)$/));
    expect(badge).not.toHaveClass('invisible');
    expect(badge).not.toHaveAttribute('aria-hidden');
    expect(badge).toHaveAttribute('title', 'Die Werte aktualisieren sich automatisch');
    // The dew point on the temperature scale, as the current-data table shows it.
    const dewPoint = within(block).getByText('−3,5 °C');
    expect(dewPoint).toHaveClass('value-chip');
    expect(dewPoint).toHaveStyle({
      backgroundColor: temperatureColour(-3.5, '°C')?.background,
      color: temperatureColour(-3.5, '°C')?.text,
    });
    vi.useRealTimers();
  });

  it('says the condition with the wind, and the wind alone when nothing else is known', async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/currentData/detail': () =>
        json(buildCurrentData({ condition: { kind: 'rain', windy: true } })),
    });
    renderApp('/');
    expect(await screen.findByTestId('now-condition')).toHaveTextContent('Regen, windig');
  });

  it('names the barometer’s 3-hour tendency under the pressure, and the station’s own Zambretti forecast', async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/currentData/detail': () =>
        json(
          buildCurrentData({
            pressureTendency: 'risingQuickly',
            relativePressureChange3h: 4.2,
            zambrettiForecast: 'C',
          }),
        ),
    });
    renderApp('/');
    const tendency = await screen.findByTestId('now-pressure-tendency');
    expect(tendency).toHaveTextContent('↗ rasch steigend, +4,2 hPa in 3 h');
    expect(tendency.closest('dd')).toHaveTextContent('1016,2 hPa');
    expect(screen.getByTestId('zambretti-forecast')).toHaveTextContent(
      'Eigene Prognose der Station (Zambretti): Wird schön',
    );
  });

  it('leaves tendency and forecast out when the station has none', async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/currentData/detail': () =>
        json(
          buildCurrentData({
            pressureTendency: null,
            relativePressureChange3h: null,
            zambrettiForecast: null,
          }),
        ),
    });
    renderApp('/');
    expect(await screen.findByTestId('now-temperature')).toBeInTheDocument();
    expect((await screen.findAllByText('1016,2 hPa')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('now-pressure-tendency')).not.toBeInTheDocument();
    expect(screen.queryByTestId('zambretti-forecast')).not.toBeInTheDocument();
  });

  it("tells the visitor when the station or today's extremes cannot be read, instead of leaving them out", async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json([{ message: 'Base de données indisponible' }], 503),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherData/SSDP41000/history/daily': () => json([{ message: 'Tageswerte fehlen' }], 500),
    });
    renderApp('/');
    expect(await screen.findByText('Base de données indisponible')).toBeInTheDocument();
    expect(await screen.findByText('Tageswerte fehlen')).toBeInTheDocument();
    // The current values still show.
    expect(await screen.findByTestId('now-temperature')).toHaveTextContent('21,5 °C');
  });

  it("shows the 24 h strip and the sparklines from the day graph in the visitor's imperial units, and a forecast outage quietly", async () => {
    setDisplayUnits(UNIT_PRESETS.imperial);
    const times = ['2026-06-14T14:10:00+02:00', '2026-06-15T03:00:00+02:00', '2026-06-15T14:00:00+02:00'];
    const requests = stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/currentData/detail': () =>
        json(buildCurrentData({ unit: IMPERIAL_UNIT, temperature: 70.63, rainDaily: 0.05 })),
      'GET /api/weatherData/SSDP41000/graph/day': () =>
        json(
          buildGraphData({
            unit: IMPERIAL_UNIT,
            datas: times.map((time, index) =>
              buildGraphPoint(time, { temperature: [68, 59.5, 70.6][index] ?? null, humidity: 50 + index }),
            ),
            extremes: {
              ...buildGraphData().extremes,
              temperature: {
                min: { receivedAt: times[1] as string, value: 59.5 },
                max: { receivedAt: times[2] as string, value: 70.6 },
              },
            },
          }),
        ),
      'GET /api/openWeather': () => json([{ message: 'Open-Meteo ist nicht erreichbar (ENOTFOUND)' }], 502),
    });
    renderApp('/');
    const strip = (await screen.findByRole('heading', { name: 'Die letzten 24 Stunden' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(strip).findByText('59,5 °F bis 70,6 °F')).toBeInTheDocument();
    expect(
      await within(strip).findByRole('img', {
        name: 'Temperatur der letzten 24 Stunden: 59,5 °F bis 70,6 °F',
      }),
    ).toBeInTheDocument();
    const graphCall = requests.find((request) => request.url.pathname.endsWith('/graph/day'));
    expect(graphCall?.url.searchParams.get('temperatureUnit')).toBe('°F');
    // The tiles show the course of the day; the value now is the hero's (each value once).
    const temperature = await screen.findByTestId('tile-temperature');
    expect(within(temperature).queryByText('70,6 °F')).not.toBeInTheDocument();
    expect(within(temperature).getByText('24 h: 59,5 – 70,6 °F')).toBeInTheDocument();
    expect(temperature.querySelector('svg path')).not.toBeNull();
    expect(within(screen.getByTestId('tile-humidity')).getByText('24 h: 50 – 52 %')).toBeInTheDocument();

    expect(await screen.findByText('Vorhersage derzeit nicht verfügbar')).toBeInTheDocument();
    // The forecast's error as an alert (§8) inside its card (this test leaves today's extremes unanswered:
    // that one is an alert too).
    const forecastCard = screen.getByRole('region', { name: /^Vorhersage/ });
    expect(within(forecastCard).getByRole('alert')).toHaveTextContent(/ENOTFOUND/);
  });

  it('says quietly that the day strip cannot be shown when the day graph fails', async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherData/SSDP41000/graph/day': () =>
        json([{ message: 'Datenbank nicht erreichbar' }], 503),
    });
    renderApp('/');
    expect(await screen.findByText('Verlauf derzeit nicht verfügbar')).toBeInTheDocument();
    // The tiles stay, without a line; the one measure the hero does not show keeps its value now.
    const temperature = await screen.findByTestId('tile-temperature');
    expect(temperature.querySelector('svg')).toBeNull();
    const solar = await screen.findByTestId('tile-solarRadiation');
    expect(solar).toHaveTextContent(/^Sonnenstrahlung\d+ W\/m²$/);
  });
});
