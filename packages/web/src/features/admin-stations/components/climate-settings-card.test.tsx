/**
 * The station's climate normals in the back office: a row per month in the station's units with the
 * French decimal comma, the agro settings under them, and what is sent back: canonical °C and mm.
 */
import type { ClimateSettings } from '@meteodeck/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UNIT = {
  id: 1,
  type: 'Metric',
  temperatureUnit: '°C',
  speedUnit: 'km/h',
  rainUnit: 'mm',
  solarRadiationUnit: 'W/m²',
  pmUnit: 'µg/m³',
  humidityUnit: '%',
  cloudBaseUnit: 'm',
  windDirUnit: '°',
  pressureUnit: 'hPa',
  createdAt: '2024-03-01T08:30:00.000Z',
  updatedAt: '2024-03-01T08:30:00.000Z',
};

const empty = { temperatureMean: null, temperatureHigh: null, temperatureLow: null, rainTotal: null };
const SETTINGS: ClimateSettings = {
  normals: Array.from({ length: 12 }, (_, i) =>
    i === 0
      ? { month: 1, temperatureMean: 0.5, temperatureHigh: 3, temperatureLow: -2, rainTotal: 40 }
      : { month: i + 1, ...empty },
  ),
  growingDegreeBase: 10,
  anemometerHeight: 10,
  postNewRecords: false,
  dayStartHour: 0,
  rainSeasonStartMonth: 1,
};

function stubStation(unit: typeof UNIT) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
  const station = { ...buildStation({ id: 42 }), apiToken: 'station-token-0123456789' };
  return stubApi({
    'GET /api/unit': () => json({ units: [unit], numberOfResult: 1 }),
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(station),
    'GET /api/weatherStation/42/climateSettings': () => json(SETTINGS),
    'PUT /api/weatherStation/42/climateSettings': (request: { body: unknown }) => json(request.body),
  });
}

describe('climate settings card', () => {
  it('shows the normals with a French decimal comma and sends them back in °C and mm', async () => {
    const requests = stubStation(UNIT);
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/edit/SSDP41000');
    const january = await screen.findByLabelText('janvier : Température moyenne (°C)');
    expect(january).toHaveValue('0,5');
    expect(screen.getByLabelText('janvier : Cumul de pluie (mm)')).toHaveValue('40');
    expect(screen.getByLabelText('juillet : Cumul de pluie (mm)')).toHaveValue('');
    await user.type(screen.getByLabelText('juillet : Température moyenne (°C)'), '19,5');
    await user.type(screen.getByLabelText('juillet : Cumul de pluie (mm)'), '67');
    const base = screen.getByLabelText('Base des degrés-jours de croissance (°C)');
    await user.clear(base);
    await user.type(base, '6');
    await user.click(screen.getByLabelText('Publier une actualité quand la station bat un record absolu'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages climatiques' }));
    expect(await screen.findByText('Réglages climatiques enregistrés.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ growingDegreeBase: 6, anemometerHeight: 10, postNewRecords: true });
    const sent = put?.body as ClimateSettings;
    expect(sent.normals[0]).toEqual(SETTINGS.normals[0]);
    expect(sent.normals[6]).toEqual({ month: 7, ...empty, temperatureMean: 19.5, rainTotal: 67 });
  });

  it('sets the day to end at 09:00 and the rain season to start in October', async () => {
    const requests = stubStation(UNIT);
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/edit/SSDP41000');
    const day = await screen.findByLabelText('La journée se termine à');
    expect(day).toHaveDisplayValue('minuit (par défaut)');
    const season = screen.getByLabelText('Début de la saison des pluies');
    expect(season).toHaveDisplayValue('janvier (année civile)');
    await user.selectOptions(day, '09:00 heure locale');
    await user.selectOptions(season, 'octobre');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages climatiques' }));
    expect(await screen.findByText('Réglages climatiques enregistrés.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ dayStartHour: 9, rainSeasonStartMonth: 10, growingDegreeBase: 10 });
  });

  it('says a number is expected and sends nothing for a word in a box', async () => {
    const requests = stubStation(UNIT);
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/edit/SSDP41000');
    await user.type(await screen.findByLabelText('mars : Cumul de pluie (mm)'), 'beaucoup');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages climatiques' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nombre attendu dans chaque case remplie');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});
