import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Language, setLanguage } from '../../../lib/language.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { buildObservation } from '../../../test/observations.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildCurrentData, buildPeriodHistory } from '../../../test/weather-data.ts';

// The API names Beaufort forces and air-quality bands in the specification's words (French); the visitor's
// pages write them in the visitor's language, from the public catalogues: English (WMO, EPA), French, and
// German with the specification's labels exactly.

const station = buildStation();

function routes() {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(station),
    'GET /api/weatherData/SSDP41000/currentData/detail': () =>
      json(
        buildCurrentData({
          beaufortScale: 2,
          beaufortScaleText: 'Légère brise',
          aqi: 250,
          aqiLabel: 'Trés mauvais',
          aqiAvg: 120,
          aqiAvgLabel: 'Mauvais pour les groupes',
        }),
      ),
    'GET /api/weatherStation/observation/last/SSDP41000': () => json(buildObservation()),
    'GET /api/weatherData/SSDP41000/history/day': () =>
      json(
        buildPeriodHistory({
          maxBeaufortScale: 7,
          maxBeaufortScaleText: 'Grand frais',
          maxBeaufortScaleReceivedAt: '2026-06-15T13:10:00+02:00',
          minBeaufortScale: 0,
          minBeaufortScaleText: 'Calme',
          minBeaufortScaleReceivedAt: '2026-06-15T04:10:00+02:00',
          maxAqi: 55,
          maxAqiLabel: 'Modéré',
          maxAqiReceivedAt: '2026-06-15T08:00:00+02:00',
          minAqi: 12,
          minAqiLabel: 'Bon',
          minAqiReceivedAt: '2026-06-15T03:00:00+02:00',
          avgAqi: 31,
          avgAqiLabel: 'Bon',
        }),
      ),
  };
}

/** The texts of the cells of the row whose header is exactly `label`. */
function cellsOf(label: string): string[] {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr');
  if (row === null) throw new Error(`no row for ${label}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const CURRENT: [Language, { beaufort: string; aqi: string; aqiAvg: string }, [string, string, string]][] = [
  [
    'en',
    { beaufort: 'Beaufort scale', aqi: 'Air quality index', aqiAvg: 'Air quality index (24 h average)' },
    ['2 – Light breeze', '250 – Very unhealthy', '120 – Unhealthy for sensitive groups'],
  ],
  [
    'fr',
    {
      beaufort: 'Échelle de Beaufort',
      aqi: "Indice de qualité de l'air",
      aqiAvg: "Indice de qualité de l'air (moyenne 24 h)",
    },
    ['2 – Légère brise', '250 – Très mauvais', '120 – Mauvais pour les groupes sensibles'],
  ],
  [
    'de',
    { beaufort: 'Beaufort-Skala', aqi: 'Luftqualitätsindex', aqiAvg: 'Luftqualitätsindex (24-h-Mittel)' },
    ['2 – Légère brise', '250 – Trés mauvais', '120 – Mauvais pour les groupes'],
  ],
];

describe("Beaufort names and air-quality bands in the visitor's language", () => {
  it.each(CURRENT)('on the current data page in %s', async (language, labels, [beaufort, aqi, aqiAvg]) => {
    await setLanguage(language);
    stubApi(routes());
    renderApp('/weather/current');

    await screen.findByRole('rowheader', { name: labels.beaufort });
    expect(cellsOf(labels.beaufort)).toEqual([beaufort]);
    expect(cellsOf(labels.aqi)).toEqual([aqi]);
    expect(cellsOf(labels.aqiAvg)).toEqual([aqiAvg]);
  });

  it('in the period tables in English and French', async () => {
    await setLanguage('en');
    stubApi(routes());
    const { unmount } = renderApp('/weather/history/daily');
    await screen.findByRole('rowheader', { name: 'Beaufort scale' });
    expect(cellsOf('Beaufort scale')).toEqual([
      '7 – Near gale15/06/2026, 13:10',
      '0 – Calm15/06/2026, 04:10',
    ]);
    expect(cellsOf('Air quality index')).toEqual([
      '55 – Moderate15/06/2026, 08:00',
      '12 – Good15/06/2026, 03:00',
    ]);
    expect(screen.getByRole('row', { name: 'Air quality index (average) 31 – Good' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/Grand frais|Calme|Modéré|Bon\b/);
    unmount();

    await setLanguage('fr');
    renderApp('/weather/history/daily');
    await screen.findByRole('rowheader', { name: 'Échelle de Beaufort' });
    expect(cellsOf('Échelle de Beaufort')).toEqual([
      '7 – Grand frais15/06/2026 13:10',
      '0 – Calme15/06/2026 04:10',
    ]);
    expect(cellsOf("Indice de qualité de l'air")).toEqual([
      '55 – Modéré15/06/2026 08:00',
      '12 – Bon15/06/2026 03:00',
    ]);
  });
});
