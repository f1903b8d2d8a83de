import type { TodaysSensorRecords } from '@meteodeck/contract';
import { screen, within } from '@testing-library/react';
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

/** The public greenhouse sensor's all-time record and a nameless soil sensor's November one. */
const SENSORS: TodaysSensorRecords[] = [
  {
    key: 'extraTemperature:2',
    kind: 'extraTemperature',
    channel: 2,
    name: 'Gewächshaus',
    unit: '°C',
    newRecords: [{ kind: 'highest', scope: 'allTime', month: 11, value: 33, previous: 31.5 }],
  },
  {
    key: 'soilMoisture:1',
    kind: 'soilMoisture',
    channel: 1,
    name: null,
    unit: '%',
    newRecords: [{ kind: 'lowest', scope: 'month', month: 11, value: 12, previous: 14 }],
  },
];

function routes(records = buildTodaysRecords([], SENSORS)) {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
    'GET /api/weatherStation/observation/last/SSDP41000': () => json(buildObservation()),
    'GET /api/weatherData/SSDP41000/climate/records/today': () => json(records),
  };
}

describe('the extra sensors’ new record badges', () => {
  it('show on the current-data page in the list of the main records', async () => {
    stubApi(
      routes(
        buildTodaysRecords(
          [{ kind: 'highestHigh', scope: 'month', month: 11, value: 15.2, previous: 14.5 }],
          SENSORS,
        ),
      ),
    );
    renderApp('/weather/current');
    const greenhouse = await screen.findByText('Neuer Rekord: Gewächshaus Höchstwert 33,0 °C');
    expect(greenhouse).toHaveAttribute('title', 'Bisheriger Rekord: 31,5 °C');
    const list = screen.getByRole('list', { name: 'Rekorde von heute' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Neuer Novemberrekord: Höchste Temperatur 15,2\u00a0°C',
      'Neuer Rekord: Gewächshaus Höchstwert 33,0\u00a0°C',
      'Neuer Novemberrekord: Bodenfeuchte 1 Tiefstwert 12\u00a0%',
    ]);
  });

  it('show on the home page on a day only a sensor sets a record, in English too', async () => {
    stubApi(routes());
    const german = renderApp('/');
    expect(await screen.findByText('Neuer Novemberrekord: Bodenfeuchte 1 Tiefstwert 12 %')).toHaveAttribute(
      'title',
      'Bisheriger Rekord: 14 %',
    );
    expect(
      within(screen.getByRole('list', { name: 'Rekorde von heute' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    german.unmount();
    await setLanguage('en');
    renderApp('/');
    expect(await screen.findByText('New November record: Soil moisture 1 Lowest 12 %')).toBeInTheDocument();
  });

  it('show nothing on a day no sensor and no main measure sets one', async () => {
    stubApi(routes(buildTodaysRecords([], [])));
    renderApp('/weather/current');
    await screen.findByRole('rowheader', { name: 'Temperatur' });
    expect(screen.queryByRole('list', { name: 'Rekorde von heute' })).not.toBeInTheDocument();
  });
});
