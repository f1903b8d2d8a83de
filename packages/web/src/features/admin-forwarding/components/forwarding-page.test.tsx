import type { Forwarding } from '@meteodeck/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function target(overrides: Partial<Forwarding> = {}): Forwarding {
  return {
    id: 3,
    service: 'wunderground',
    stationId: 'KXXX123',
    key: 'secret',
    enabled: true,
    status: {
      state: 'paused',
      lastSuccessAt: '2026-11-24T08:00:00.000Z',
      lastErrorAt: '2026-11-24T09:00:00.000Z',
      lastError: '401 INVALID PASSWORDID',
      failingSince: '2026-11-24T09:00:00.000Z',
      nextSendAt: null,
      queueLength: 12,
    },
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}

describe('ForwardingPage', () => {
  it("lists a station's targets with their status and adds one", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const station = buildStation();
    let targets = [target()];
    const requests = stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
      [`GET /api/weatherStation/${station.id}/forwarding`]: () =>
        json({ forwardings: targets, numberOfResult: targets.length }),
      [`POST /api/weatherStation/${station.id}/forwarding`]: () => {
        const created = target({
          id: 4,
          service: 'pwsweather',
          stationId: 'PWS1',
          key: 'k',
          status: { ...target().status, state: 'ok', lastError: null, lastErrorAt: null, queueLength: 0 },
        });
        targets = [...targets, created];
        return json(created, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/forwarding');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transferts vers les réseaux météo' }),
    ).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'KXXX123' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Weather Underground')).toBeInTheDocument();
    expect(within(row).getByText('Identifiants refusés')).toBeInTheDocument();
    expect(within(row).getByText(/401 INVALID PASSWORDID/)).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '12' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Service'), 'pwsweather');
    await user.type(screen.getByLabelText('Identifiant de la station'), 'PWS1');
    await user.type(screen.getByLabelText('Clé ou mot de passe'), 'k');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('cell', { name: 'PWS1' })).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ service: 'pwsweather', stationId: 'PWS1', key: 'k', enabled: true });
  });

  it('says a new target waits for its first reading and when it goes, and a failure in words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T13:00:30.000Z'));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const station = buildStation();
    const waiting = target({
      id: 5,
      service: 'windy',
      stationId: 'f07f453a',
      status: {
        state: 'waiting',
        lastSuccessAt: null,
        lastErrorAt: null,
        lastError: null,
        failingSince: null,
        nextSendAt: '2026-11-24T13:05:00.000Z',
        queueLength: 0,
      },
    });
    const failing = target({
      id: 6,
      service: 'pwsweather',
      stationId: 'PWS1',
      status: {
        state: 'failing',
        lastSuccessAt: null,
        lastErrorAt: '2026-11-24T13:00:00.000Z',
        lastError: 'connexion refusée (pwsupdate.pwsweather.com)',
        failingSince: '2026-11-24T12:00:00.000Z',
        nextSendAt: '2026-11-24T13:02:00.000Z',
        queueLength: 3,
      },
    });
    const sending = target({
      id: 7,
      service: 'wunderground',
      stationId: 'KSEND1',
      status: {
        state: 'ok',
        lastSuccessAt: '2026-11-24T13:00:00.000Z',
        lastErrorAt: null,
        lastError: null,
        failingSince: null,
        nextSendAt: '2026-11-24T13:00:30.000Z',
        queueLength: 2,
      },
    });
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
      [`GET /api/weatherStation/${station.id}/forwarding`]: () =>
        json({ forwardings: [waiting, failing, sending], numberOfResult: 3 }),
    });
    renderApp('/admin/forwarding');

    // The station's clock (Europe/Berlin): 13:05 UTC is 14:05.
    const row = (await screen.findByRole('cell', { name: 'f07f453a' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(
      /^En attente du premier relevé \(prochain envoi à 14:05\)$/,
    );
    const failingRow = screen.getByRole('cell', { name: 'PWS1' }).closest('tr') as HTMLElement;
    const cells = within(failingRow).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(/^En échec \(nouvel essai à 14:02\)$/);
    expect(cells[4]).toHaveTextContent(/connexion refusée \(pwsupdate\.pwsweather\.com\)$/);
    expect(cells[5]).toHaveTextContent('3');
    const sendingRow = screen.getByRole('cell', { name: 'KSEND1' }).closest('tr') as HTMLElement;
    expect(within(sendingRow).getAllByRole('cell')[2]).toHaveTextContent(/^OK \(envoi en cours\)$/);
  });

  it('warns on the dashboard when a target has failed for more than an hour', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    stubApi({
      'GET /api/forwarding/failing': () =>
        json({
          forwardings: [
            {
              id: 3,
              weatherStationId: 1,
              reference: 'SSDP41000',
              service: 'wunderground',
              failingSince: '2026-11-24T08:00:00.000Z',
              lastError: '503',
              paused: false,
            },
          ],
        }),
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText("Transferts en échec depuis plus d'une heure")).toBeInTheDocument();
    expect(
      screen.getByText(/Weather Underground pour la station SSDP41000 : en échec depuis le/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les transferts' })).toHaveAttribute(
      'href',
      '/admin/forwarding',
    );
  });
});
