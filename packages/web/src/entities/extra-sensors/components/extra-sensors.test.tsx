import type { PublicSensor, SensorSummary } from '@meteodeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildCurrentData, buildPeriodHistory, IMPERIAL_UNIT } from '../../../test/weather-data.ts';

const station = buildStation();
const baseRoutes = {
  'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
  'GET /api/weatherStation/SSDP41000': () => json(station),
};

function sensor(overrides: Partial<PublicSensor> & Pick<PublicSensor, 'key' | 'kind'>): PublicSensor {
  return {
    channel: null,
    name: null,
    unit: '°C',
    homeTile: false,
    value: null,
    at: '2026-06-15T12:05:00.000Z',
    ...overrides,
  };
}

const SENSORS: PublicSensor[] = [
  sensor({
    key: 'extraTemperature:1',
    kind: 'extraTemperature',
    channel: 1,
    name: 'Gewächshaus',
    value: 21.44,
  }),
  sensor({ key: 'extraHumidity:1', kind: 'extraHumidity', channel: 1, unit: '%', value: 55 }),
  sensor({ key: 'soilMoisture:2', kind: 'soilMoisture', channel: 2, name: 'Beet', unit: '%', value: 40 }),
  sensor({ key: 'co2', kind: 'co2', unit: 'ppm', value: 612, homeTile: true }),
  sensor({ key: 'leak:1', kind: 'leak', channel: 1, name: 'Keller', unit: 'flag', value: 0 }),
  sensor({
    key: 'leak:2',
    kind: 'leak',
    channel: 2,
    unit: 'flag',
    value: 1,
    homeTile: true,
    at: '2026-06-14T20:00:00.000Z',
  }),
];

/** The cells of the row whose header is exactly `label`, inside `scope`. */
function cellsOf(scope: HTMLElement, label: string): string[] {
  const row = within(scope).getByRole('rowheader', { name: label }).closest('tr');
  if (row === null) throw new Error(`no row for ${label}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

beforeEach(() => {
  FakeEventSource.instances = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('extra sensors on the current-data page', () => {
  it("shows a card per group with the owner's names, values in the page's units and their times", async () => {
    // The station's today is 15 June (Berlin): its values show their time alone, older ones their day too.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-06-15T13:00:00Z') });
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherData/SSDP41000/sensors': () => json({ sensors: SENSORS }),
    });
    renderApp('/weather/current');

    const section = await screen.findByRole('region', { name: 'Zusätzliche Sensoren' });
    const climate = within(section).getByRole('region', { name: 'Temperaturen und Feuchte' });
    expect(cellsOf(climate, 'Gewächshaus')).toEqual(['21,4 °C', '14:05']);
    // No name: the catalogue's label and the channel.
    expect(cellsOf(climate, 'Zusatzfeuchte 1')).toEqual(['55 %', '14:05']);
    const soil = within(section).getByRole('region', { name: 'Boden' });
    expect(cellsOf(soil, 'Beet')[0]).toBe('40 %');
    const air = within(section).getByRole('region', { name: 'Luftqualität' });
    expect(cellsOf(air, 'CO₂')[0]).toBe('612 ppm');
    const leaks = within(section).getByRole('region', { name: 'Wasserlecks' });
    expect(cellsOf(leaks, 'Keller')[0]).toBe('Trocken');
    expect(cellsOf(leaks, 'Wasserleck 2')).toEqual(['Wasser erkannt', '14.06., 22:00']);
    expect(within(section).queryByRole('region', { name: 'Schnee' })).not.toBeInTheDocument();
  });

  it("converts to the visitor's units (°F) and translates on the English switch", async () => {
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/currentData/detail': () =>
        json(buildCurrentData({ unit: IMPERIAL_UNIT })),
      'GET /api/weatherData/SSDP41000/sensors': () => json({ sensors: SENSORS }),
    });
    renderApp('/weather/current');
    let section = await screen.findByRole('region', { name: 'Zusätzliche Sensoren' });
    // 21.44 °C × 1.8 + 32 = 70.592 °F.
    expect(cellsOf(section, 'Gewächshaus')[0]).toBe('70,6 °F');

    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    section = await screen.findByRole('region', { name: 'Extra sensors' });
    expect(within(section).getByRole('region', { name: 'Water leaks' })).toBeInTheDocument();
    expect(cellsOf(section, 'Gewächshaus')[0]).toBe('70.6 °F');
    expect(cellsOf(section, 'Extra humidity 1')[0]).toBe('55 %');
    expect(cellsOf(section, 'Keller')[0]).toBe('Dry');
    expect(cellsOf(section, 'Water leak 2')[0]).toBe('Water detected');
  });

  it('shows nothing when the station has no public sensor', async () => {
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherData/SSDP41000/sensors': () => json({ sensors: [] }),
    });
    renderApp('/weather/current');
    await screen.findByRole('rowheader', { name: 'Temperatur' });
    await waitFor(() => expect(screen.queryByText('Zusätzliche Sensoren')).not.toBeInTheDocument());
  });

  it('asks for the sensors again on each reading the live stream announces', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let value = 21.44;
    const requests = stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherData/SSDP41000/sensors': () =>
        json({
          sensors: [sensor({ key: 'extraTemperature:1', kind: 'extraTemperature', channel: 1, value })],
        }),
    });
    renderApp('/weather/current');
    const section = await screen.findByRole('region', { name: 'Zusätzliche Sensoren' });
    expect(cellsOf(section, 'Zusatztemperatur 1')[0]).toBe('21,4 °C');
    const stream = FakeEventSource.instances[0];
    stream?.open();
    const asked = () => requests.filter((request) => request.url.pathname.endsWith('/sensors')).length;
    await waitFor(() => expect(asked()).toBeGreaterThanOrEqual(2));
    const before = asked();
    value = 23.06;
    stream?.send(JSON.stringify(buildCurrentData({ temperature: 22 })));
    await waitFor(() => expect(asked()).toBe(before + 1));
    await waitFor(() => expect(cellsOf(section, 'Zusatztemperatur 1')[0]).toBe('23,1 °C'));
  });
});

describe('extra sensors in the history tables', () => {
  const summary = (
    overrides: Partial<SensorSummary> & Pick<SensorSummary, 'key' | 'kind'>,
  ): SensorSummary => ({
    channel: null,
    name: null,
    unit: '°C',
    days: [],
    period: null,
    ...overrides,
  });

  it("lists each public sensor's extremes with times, mean, sum or last value over the window", async () => {
    const requests = stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/history/day': () =>
        json(buildPeriodHistory({ period: 'day', startDate: '2026-06-15', endDate: '2026-06-15' })),
      'GET /api/weatherData/SSDP41000/sensors/summaries': () =>
        json({
          from: '2026-06-15',
          to: '2026-06-15',
          sensors: [
            summary({
              key: 'extraTemperature:1',
              kind: 'extraTemperature',
              channel: 1,
              name: 'Gewächshaus',
              period: {
                min: 12.04,
                minAt: '2026-06-15T03:10:00.000Z',
                max: 28.96,
                maxAt: '2026-06-15T13:40:00.000Z',
                mean: 19.5,
                sum: 39,
                count: 2,
                last: 20,
                lastAt: '2026-06-15T14:00:00.000Z',
              },
            }),
            summary({
              key: 'leak:1',
              kind: 'leak',
              channel: 1,
              name: 'Keller',
              unit: 'flag',
              period: {
                min: 0,
                minAt: '2026-06-15T00:00:00.000Z',
                max: 1,
                maxAt: '2026-06-15T09:00:00.000Z',
                mean: 0.5,
                sum: 1,
                count: 2,
                last: 1,
                lastAt: '2026-06-15T09:00:00.000Z',
              },
            }),
            summary({ key: 'co2', kind: 'co2', unit: 'ppm' }),
          ],
        }),
    });
    renderApp('/weather/history/daily');

    const section = await screen.findByRole('region', { name: 'Zusätzliche Sensoren im Zeitraum' });
    expect(cellsOf(section, 'Gewächshaus')).toEqual([
      '12,0 °C (15.06.2026, 05:10)',
      '29,0 °C (15.06.2026, 15:40)',
      '19,5 °C',
      '',
      '',
    ]);
    expect(cellsOf(section, 'Keller')).toEqual(['', '', '', '', 'Wasser erkannt (15.06.2026, 11:00)']);
    expect(cellsOf(section, 'CO₂')).toEqual(['-', '-', '-', '-', '-']);
    expect(within(section).getByRole('rowheader', { name: 'Wasserlecks' })).toBeInTheDocument();
    const asked = requests.find((request) => request.url.pathname.endsWith('/sensors/summaries'));
    expect(asked?.url.searchParams.get('from')).toBe('2026-06-15');
    expect(asked?.url.searchParams.get('to')).toBe('2026-06-15');
  });

  it('marks the extremes a history import took from WeeWX’s daily summaries, as the period tables do', async () => {
    const fold = { mean: 20, sum: 40, count: 2, last: 20, lastAt: '2024-03-10T14:00:00.000Z' };
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/history/day': () =>
        json(buildPeriodHistory({ period: 'day', startDate: '2024-03-10', endDate: '2024-03-10' })),
      'GET /api/weatherData/SSDP41000/sensors/summaries': () =>
        json({
          from: '2024-03-10',
          to: '2024-03-10',
          sensors: [
            summary({
              key: 'extraTemperature:1',
              kind: 'extraTemperature',
              channel: 1,
              period: {
                ...fold,
                min: 2.95,
                minAt: '2024-03-10T04:03:12.000Z',
                max: 18.81,
                maxAt: '2024-03-10T13:07:31.000Z',
                maxImported: true,
              },
            }),
            summary({
              key: 'soilTension:1',
              kind: 'soilTension',
              channel: 1,
              unit: 'cb',
              period: {
                ...fold,
                min: 20,
                minAt: '2024-03-10T05:00:10.000Z',
                max: 31,
                maxAt: '2024-03-10T15:29:40.000Z',
                minImported: true,
              },
            }),
          ],
        }),
    });
    renderApp('/weather/history/daily');

    const section = await screen.findByRole('region', { name: 'Zusätzliche Sensoren im Zeitraum' });
    const [min, max] = cellsOf(section, 'Zusatztemperatur 1');
    expect(min).toBe('3,0 °C (10.03.2024, 05:03)');
    expect(max).toBe('18,8 °C (10.03.2024, 14:07)importiert');
    const [soilMin, soilMax] = cellsOf(section, 'Bodenwasserspannung 1');
    expect(soilMin).toBe('20,0 cb (10.03.2024, 06:00)importiert');
    expect(soilMax).toBe('31,0 cb (10.03.2024, 16:29)');
    const marks = within(section).getAllByText('importiert');
    expect(marks).toHaveLength(2);
    expect(marks[0]).toHaveAttribute('title', expect.stringContaining('Tageszusammenfassungen von WeeWX'));
  });
});

describe('extra sensors on the home page', () => {
  it('shows the sensors the owner put on it as value tiles', async () => {
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherData/SSDP41000/sensors': () => json({ sensors: SENSORS }),
    });
    renderApp('/');
    const co2 = await screen.findByTestId('sensor-tile-co2');
    expect(co2).toHaveTextContent('CO₂');
    expect(co2).toHaveTextContent('612 ppm');
    expect(screen.getByTestId('sensor-tile-leak:2')).toHaveTextContent('Wasser erkannt');
    expect(screen.queryByTestId('sensor-tile-extraTemperature:1')).not.toBeInTheDocument();
  });
});

describe('extra sensors on the graph page', () => {
  it("asks for the window's local days and draws a chart per group under the owner's names", async () => {
    const { FakeIntersectionObserver } = await import('../../../test/graph-page.ts');
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { buildGraphData, buildWindRose } = await import('../../../test/weather-data.ts');
    const requests = stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/graph/day': () => json(buildGraphData()),
      'GET /api/weatherData/SSDP41000/windRose/day': () => json(buildWindRose()),
      'GET /api/weatherData/SSDP41000/history/day': () => json(buildPeriodHistory()),
      'GET /api/weatherData/SSDP41000/sensors/series': () =>
        json({
          from: '2026-06-14',
          to: '2026-06-15',
          bucketMinutes: 10,
          sensors: [
            {
              key: 'extraTemperature:1',
              kind: 'extraTemperature',
              channel: 1,
              name: 'Gewächshaus',
              unit: '°C',
              points: [{ at: '2026-06-15T08:00:00.000Z', mean: 20, min: 20, max: 20 }],
              days: [],
            },
            {
              key: 'co2',
              kind: 'co2',
              channel: null,
              name: null,
              unit: 'ppm',
              points: [],
              days: [],
            },
          ],
        }),
    });
    renderApp('/weather/graph');

    const chart = await screen.findByRole('region', { name: 'Temperaturen und Feuchte (°C)' });
    expect(chart).toBeInTheDocument();
    // CO₂ sent nothing in the window: no air-quality chart.
    expect(screen.queryByRole('region', { name: 'Luftqualität (ppm)' })).not.toBeInTheDocument();
    // The rolling 24 h from 14:00 on the 14th to 14:00 on the 15th (Berlin) spans two local days.
    const asked = requests.find((request) => request.url.pathname.endsWith('/sensors/series'));
    expect(asked?.url.searchParams.get('from')).toBe('2026-06-14');
    expect(asked?.url.searchParams.get('to')).toBe('2026-06-15');
  });
});
