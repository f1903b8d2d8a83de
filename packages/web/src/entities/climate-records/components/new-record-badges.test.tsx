import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/language.ts';
import { buildTodaysRecords } from '../../../test/climate-records.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { buildObservation } from '../../../test/observations.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildCurrentData } from '../../../test/weather-data.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('de');
});

const TWO_RECORDS = buildTodaysRecords([
  { kind: 'highestHigh', scope: 'month', month: 11, value: 15.2, previous: 14.5 },
  { kind: 'wettestMonth', scope: 'allTime', month: 11, value: 37, previous: 24 },
]);

function routes(records = TWO_RECORDS) {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
    'GET /api/weatherStation/observation/last/SSDP41000': () => json(buildObservation()),
    'GET /api/weatherData/SSDP41000/climate/records/today': () => json(records),
  };
}

describe('new record badges', () => {
  it('show on the current-data page: a November record and an all-time one', async () => {
    stubApi(routes());
    renderApp('/weather/current');
    expect(await screen.findByText('Neuer Novemberrekord: Höchste Temperatur 15,2 °C')).toBeInTheDocument();
    expect(screen.getByText('Neuer Rekord: Nassester Monat 37,0 mm')).toHaveAttribute(
      'title',
      'Bisheriger Rekord: 24,0 mm',
    );
    expect(screen.getByRole('list', { name: 'Rekorde von heute' })).toBeInTheDocument();
  });

  it('show on the home page, in English and French too', async () => {
    stubApi(routes());
    await setLanguage('en');
    const english = renderApp('/');
    expect(await screen.findByText('New November record: Highest temperature 15.2 °C')).toBeInTheDocument();
    expect(screen.getByText('New record: Wettest month 37.0 mm')).toBeInTheDocument();
    english.unmount();
    await setLanguage('fr');
    renderApp('/');
    expect(
      await screen.findByText('Nouveau record mensuel (novembre) : Température la plus haute 15,2 °C'),
    ).toBeInTheDocument();
  });

  it('show nothing on a day without a record, nor when the call fails', async () => {
    stubApi(routes(buildTodaysRecords([])));
    const quiet = renderApp('/weather/current');
    await screen.findByRole('rowheader', { name: 'Temperatur' });
    expect(screen.queryByRole('list', { name: 'Rekorde von heute' })).not.toBeInTheDocument();
    quiet.unmount();
    const requests = stubApi({
      ...routes(),
      'GET /api/weatherData/SSDP41000/climate/records/today': () => json([{ message: 'kaputt' }], 500),
    });
    renderApp('/weather/current');
    await screen.findByRole('rowheader', { name: 'Temperatur' });
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname.endsWith('/climate/records/today'))).toBe(true),
    );
    expect(screen.queryByText(/Neuer/)).not.toBeInTheDocument();
    expect(screen.queryByText('kaputt')).not.toBeInTheDocument();
  });
});
