/**
 * The station's alert card in the back office: thresholds in the station's units, a warning and
 * the server's French refusal under the e-mail field when no SMTP server is configured, every server problem
 * under its field, and a test alert telling how each channel went.
 */
import type { AlertSettings } from '@meteodeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const METRIC = {
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

const SETTINGS: AlertSettings = {
  enabled: true,
  emails: [],
  webhookUrl: 'https://hooks.example.org/meteo',
  silenceMinutes: 30,
  battery: false,
  frost: null,
  gust: 30 / 3.6,
  rainRate: null,
};

function stubStation(email: boolean, extra: Parameters<typeof stubApi>[0] = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
  const station = { ...buildStation({ id: 42 }), apiToken: 'station-token-0123456789' };
  return stubApi({
    'GET /api/unit': () => json({ units: [METRIC], numberOfResult: 1 }),
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(station),
    'GET /api/weatherStation/42/alerts': () => json(SETTINGS),
    'GET /api/weatherStation/42/alerts/episodes': () =>
      json({
        episodes: [
          {
            id: 7,
            kind: 'gust',
            startedAt: '2026-11-24T13:00:00.000Z',
            endedAt: null,
            value: 9.83,
            details: null,
          },
        ],
        numberOfResult: 1,
      }),
    'GET /api/alerts/channels': () => json({ email }),
    ...extra,
  });
}

describe('alert settings card', () => {
  it('shows the gust threshold in km/h, warns without SMTP and shows the refusal under its field', async () => {
    const requests = stubStation(false, {
      'PUT /api/weatherStation/42/alerts': () =>
        json(
          [
            {
              propertyPath: 'emails',
              message: "Adresses e-mail : aucun serveur d'envoi (SMTP_URL) n'est configuré.",
            },
            { propertyPath: 'silenceMinutes', message: 'Silence de la station : entre 5 et 10080.' },
          ],
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/edit/SSDP41000');

    const gust = await screen.findByLabelText('Rafale à partir de (km/h)');
    expect(gust).toHaveValue('30');
    // The latest alert's gust, 9.83 m/s, in km/h.
    expect(await screen.findByText(/^Rafale \(35,4 km\/h\) : .* — en cours$/)).toBeInTheDocument();
    const emails = screen.getByLabelText('Adresses e-mail (séparées par des virgules)');
    await waitFor(() =>
      expect(emails).toHaveAccessibleDescription(/Aucun serveur d'envoi d'e-mails \(SMTP_URL\)/),
    );

    await user.type(emails, 'owner@example.org');
    await user.clear(gust);
    await user.type(gust, '45');
    await user.click(screen.getByRole('button', { name: 'Appliquer les alertes' }));

    expect(await screen.findByText(/Adresses e-mail : aucun serveur d'envoi/)).toBeInTheDocument();
    expect(screen.getByLabelText('Sans données depuis (min)')).toHaveAccessibleDescription(
      'Silence de la station : entre 5 et 10080.',
    );
    expect(emails).toHaveAttribute('aria-invalid', 'true');
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ emails: ['owner@example.org'], gust: 12.5 });
  });

  it('sends a test alert and tells how each channel went', async () => {
    const requests = stubStation(true, {
      'POST /api/weatherStation/42/alerts/test': () =>
        json({
          channels: [
            {
              channel: 'email',
              target: 'owner@example.org',
              ok: true,
              message: 'E-mail remis au serveur SMTP.',
            },
            {
              channel: 'webhook',
              target: 'https://hooks.example.org/meteo',
              ok: false,
              message: 'Échec : le webhook a répondu HTTP 500.',
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/edit/SSDP41000');

    await user.click(await screen.findByRole('button', { name: 'Envoyer une alerte de test' }));
    const results = await screen.findByRole('list', { name: "Résultat de l'alerte de test" });
    const items = within(results).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'E-mail (owner@example.org) : E-mail remis au serveur SMTP.',
      'Webhook (https://hooks.example.org/meteo) : Échec : le webhook a répondu HTTP 500.',
    ]);
    expect(items[0]).toHaveClass('text-success');
    expect(items[1]).toHaveClass('text-danger');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/api/weatherStation/42/alerts/test',
    ]);
    expect(screen.queryByText(/Aucun serveur d'envoi d'e-mails/)).not.toBeInTheDocument();
  });
});
