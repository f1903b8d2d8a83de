import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { FakeIntersectionObserver, fullGraphPoint as fullPoint } from '../../../test/graph-page.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import {
  buildGraphData,
  type buildGraphPoint,
  buildPeriodHistory,
  buildWindRose,
} from '../../../test/weather-data.ts';

// The graph page: its periods, its charts drawn once in view, 'Keine Daten :(' (spec §2). Its time windows
// ('Früher', 'Später', the picker, the address) are graph-window.test.tsx's.

const station = buildStation();

function routes(datas: ReturnType<typeof buildGraphPoint>[]) {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(station),
    'GET /api/weatherData/SSDP41000/graph/day': () => json(buildGraphData({ datas })),
    'GET /api/weatherData/SSDP41000/graph/week': () => json(buildGraphData({ period: 'week', datas })),
    'GET /api/weatherData/SSDP41000/windRose/day': () => json(buildWindRose()),
    'GET /api/weatherData/SSDP41000/windRose/week': () => json(buildWindRose({ period: 'week' })),
    'GET /api/weatherData/SSDP41000/history/day': () =>
      json(
        buildPeriodHistory({ maxTemperature: 24.5, maxTemperatureReceivedAt: '2026-06-15T13:10:00+02:00' }),
      ),
    'GET /api/weatherData/SSDP41000/history/week': () =>
      json(
        buildPeriodHistory({
          period: 'week',
          maxTemperature: 27.1,
          maxTemperatureReceivedAt: '2026-06-12T16:00:00+02:00',
        }),
      ),
  };
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('graph page', () => {
  it('starts on the day and reloads history and graph data for the period picked', async () => {
    const requests = stubApi(routes([fullPoint('2026-06-15T10:00:00+02:00')]));
    renderApp('/weather/graph');

    const group = await screen.findByRole('group', { name: 'Zeitraum' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Jour', 'Woche', 'Monat', 'Jahr', 'Rekord']);
    expect(within(group).getByRole('button', { name: 'Jour' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('24,5 °C (15.06.2026, 13:10)')).toBeInTheDocument();

    await userEvent.setup().click(within(group).getByRole('button', { name: 'Woche' }));

    expect(within(group).getByRole('button', { name: 'Woche' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('27,1 °C (12.06.2026, 16:00)')).toBeInTheDocument();
    const paths = requests.map((request) => request.url.pathname);
    expect(paths).toContain('/api/weatherData/SSDP41000/graph/week');
    expect(paths).toContain('/api/weatherData/SSDP41000/history/week');
  });

  it("shows 'Keine Daten :(' on every chart of a station without readings", async () => {
    stubApi(routes([]));
    renderApp('/weather/graph');

    expect(await screen.findByRole('region', { name: 'Luftfeuchtigkeit' })).toHaveTextContent(
      'Keine Daten :(',
    );
    expect(screen.getAllByText('Keine Daten :(')).toHaveLength(11);
  });

  it('draws a chart only once it scrolls into view, and keeps the no-data message for partial series', async () => {
    // Humidity, temperature, pressure, PM, leaf and soil present; no solar, UV, rain, wind at all.
    stubApi(
      routes([
        fullPoint('2026-06-15T10:00:00+02:00'),
        { ...fullPoint('2026-06-15T10:05:00+02:00'), leafWetness: null },
      ]),
    );
    renderApp('/weather/graph');

    const humidity = await screen.findByRole('region', { name: 'Luftfeuchtigkeit' });
    expect(within(humidity).queryByText('Keine Daten :(')).not.toBeInTheDocument();
    // Not in view yet: a placeholder, no chart.
    expect(within(humidity).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Blattnässe' })).toHaveTextContent('Keine Daten :(');
    expect(screen.getByRole('region', { name: 'Bodentemperatur' })).not.toHaveTextContent('Keine Daten :(');
    expect(screen.getByRole('region', { name: 'UV-Index' })).toHaveTextContent('Keine Daten :(');
    // One observer per chart with data: humidity, pressure, temperature, PM and soil, then the wind rose.
    const observed = FakeIntersectionObserver.instances.flatMap((observer) => observer.elements);
    expect(observed.map((element) => element.getAttribute('data-chart'))).toEqual([
      'humidity',
      'pressure',
      'temperature',
      'airQuality',
      'soilTemperature',
      'windRose',
    ]);

    // Scrolled in: the lazily loaded chart takes the placeholder's place.
    const humidityObserver = FakeIntersectionObserver.instances.find((observer) =>
      observer.elements.some((element) => element.getAttribute('data-chart') === 'humidity'),
    );
    const target = humidityObserver?.elements[0];
    if (humidityObserver === undefined || target === undefined)
      throw new Error('humidity chart not observed');
    act(() => {
      humidityObserver.callback(
        [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
        humidityObserver as unknown as IntersectionObserver,
      );
    });
    expect(
      await within(humidity).findByRole('img', { name: 'Diagramm: Luftfeuchtigkeit' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Luftdruck' })).queryByRole('img'),
    ).not.toBeInTheDocument();
  });
});
