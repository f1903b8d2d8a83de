import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATION_STORAGE_KEY } from '../../../entities/station/index.ts';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATIONS = {
  weatherStations: [
    buildStation(),
    buildStation({ id: 2, reference: 'E2E-NYC', name: 'New York', city: 'New York', postalCode: '10001' }),
  ],
  numberOfResult: 2,
};

describe('observation form', () => {
  it('preselects the station chosen in the header and sends its reference', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    window.localStorage.setItem(STATION_STORAGE_KEY, 'E2E-NYC');
    const requests = stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'POST /api/observation': () => json({}, 500),
    });
    const user = userEvent.setup();
    renderApp('/admin/observation/create');

    const station = await screen.findByLabelText('Station météo');
    expect(station).toHaveValue('E2E-NYC');
    expect(await screen.findByRole('option', { name: 'Rütenbrock (SSDP41000)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Brouillard');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      weatherStation: 'E2E-NYC',
      message: 'Brouillard',
    });
  });
});
