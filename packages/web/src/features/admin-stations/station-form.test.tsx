import { STATION_MESSAGES } from '@meteodeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATION_ID_STORAGE_KEY, STATION_STORAGE_KEY } from '../../entities/station/index.ts';
import { TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildStation } from '../../test/stations.ts';
import { numberOrText, stationBody } from './station-form.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UNITS = { units: [], numberOfResult: 0 };

describe('station form', () => {
  it('sends latitude, longitude and elevation as numbers (spec §5)', () => {
    expect(numberOrText(' 45.78 ')).toBe(45.78);
    expect(numberOrText('-3')).toBe(-3);
    // Not a number: left as text for the server to report under the field.
    expect(numberOrText('')).toBe('');
    expect(numberOrText('abc')).toBe('abc');
  });

  it('starts a new station in France at 45.78, 3.08 with Metric units (spec §9)', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const requests = stubApi({
      'GET /api/unit': () => json(UNITS),
      'POST /api/weatherStation': (request) =>
        json({ ...buildStation(), apiToken: 'x'.repeat(16), ...(request.body as object) }, 201),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/create');

    expect(await screen.findByLabelText('Pays')).toHaveValue('FR');
    expect(screen.getByLabelText('Latitude')).toHaveValue(45.78);
    expect(screen.getByLabelText('Longitude')).toHaveValue(3.08);
    expect(screen.getByLabelText('Unité préférée')).toHaveValue('Metric');
    await user.type(screen.getByLabelText('Référence'), 'CLF63000');
    await user.type(screen.getByLabelText('Altitude (m)'), '358');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'La station météo a été ajoutée !',
    );
    const body = requests.find((request) => request.method === 'POST')?.body;
    expect(body).toMatchObject({
      reference: 'CLF63000',
      country: 'FR',
      lat: 45.78,
      lng: 3.08,
      elevation: 358,
      preferedUnit: 'Metric',
    });
  });

  it('proposes the time zone of the position typed in the form, from a searchable list', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const requests = stubApi({
      'GET /api/unit': () => json(UNITS),
      'GET /api/timezone': (request) =>
        json({ timezone: request.url.searchParams.get('lng') === '13.08' ? 'Europe/Berlin' : 'Etc/UTC' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/create');
    const zone = await screen.findByLabelText('Fuseau horaire');
    expect(zone).toHaveAttribute('list');
    expect(
      document
        .getElementById(zone.getAttribute('list') ?? '')
        ?.querySelector('option[value="Europe/Berlin"]'),
    ).not.toBeNull();
    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '52.56');
    await user.clear(screen.getByLabelText('Longitude'));
    await user.type(screen.getByLabelText('Longitude'), '13.08');
    await user.click(screen.getByRole('button', { name: "Proposer d'après la position" }));
    await waitFor(() => expect(zone).toHaveValue('Europe/Berlin'));
    expect(
      requests.find((request) => request.url.pathname === '/api/timezone')?.url.searchParams.get('lat'),
    ).toBe('52.56');
  });

  it('loads the station by reference and updates it by id', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const station = {
      ...buildStation({ id: 42, reference: 'SSDP41000' }),
      apiToken: 'station-token-0123456789',
    };
    const requests = stubApi({
      'GET /api/unit': () => json(UNITS),
      'GET /api/weatherStation/SSDP41000': () => json(station),
      'PUT /api/weatherStation/42': (request) => json({ ...station, ...(request.body as object) }),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/edit/SSDP41000');

    const latitude = await screen.findByLabelText('Latitude');
    expect(latitude).toHaveValue(52.84);
    // The form lists the token too (spec §5), masked and empty: empty keeps the current one, which is shown,
    // copied and regenerated under 'Connecter une station'.
    const token = screen.getByLabelText('Jeton API');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription(/Laisser vide pour garder le jeton actuel/);
    await user.clear(latitude);
    await user.type(latitude, '52.9');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('La station météo a été modifiée !')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/weatherStation/42');
    expect(put?.body).toMatchObject({
      reference: 'SSDP41000',
      lat: 52.9,
      lng: 7.1,
      elevation: 18,
      apiToken: '',
    });
  });

  it("moves the edit page to a renamed station's new reference, and the header's station with it", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    window.localStorage.setItem(STATION_STORAGE_KEY, 'SSDP41000');
    const station = {
      ...buildStation({ id: 42, reference: 'SSDP41000' }),
      apiToken: 'station-token-0123456789',
    };
    let current = station;
    stubApi({
      'GET /api/unit': () => json(UNITS),
      'GET /api/weatherStation/SSDP41000': () => json(station),
      'GET /api/weatherStation/RUETENBROCK': () => json(current),
      'PUT /api/weatherStation/42': (request) => {
        current = { ...station, ...(request.body as object) };
        return json(current);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/weatherStation/edit/SSDP41000');
    const reference = await screen.findByLabelText('Référence');
    await user.clear(reference);
    await user.type(reference, 'RUETENBROCK');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('La station météo a été modifiée !')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/weatherStation/edit/RUETENBROCK'),
    );
    expect(await screen.findByLabelText('Référence')).toHaveValue('RUETENBROCK');
    expect(screen.getByText('La station météo a été modifiée !')).toBeInTheDocument();
    expect(window.localStorage.getItem(STATION_STORAGE_KEY)).toBe('RUETENBROCK');
    expect(window.localStorage.getItem(STATION_ID_STORAGE_KEY)).toBe('42');
  });

  it('shows each server problem under its field', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    stubApi({
      'GET /api/unit': () => json(UNITS),
      'POST /api/weatherStation': () =>
        json(
          [
            { message: 'Cette valeur ne doit pas être vide.', propertyPath: 'reference' },
            { message: 'La latitude doit être comprise entre -90 et 90.', propertyPath: 'lat' },
          ],
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/create');

    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByLabelText('Référence')).toHaveAccessibleDescription(
      'Cette valeur ne doit pas être vide.',
    );
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription(
      'La latitude doit être comprise entre -90 et 90.',
    );
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a token typed in the edit form, and shows its problem under the masked field (spec §5)', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const station = {
      ...buildStation({ id: 42, reference: 'SSDP41000' }),
      apiToken: 'station-token-0123456789',
    };
    const requests = stubApi({
      'GET /api/unit': () => json(UNITS),
      'GET /api/weatherStation/SSDP41000': () => json(station),
      'PUT /api/weatherStation/42': () =>
        json([{ message: STATION_MESSAGES.apiToken, propertyPath: 'apiToken' }], 400),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/edit/SSDP41000');

    const token = await screen.findByLabelText('Jeton API');
    await user.type(token, 'court');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(token).toHaveAccessibleDescription(new RegExp(STATION_MESSAGES.apiToken.slice(0, 30))),
    );
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(token).toHaveAttribute('type', 'password');
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ apiToken: 'court' });
  });

  it("offers the main rain source, 'Auget basculeur' or 'Capteur piézo', and sends the one chosen", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const station = {
      ...buildStation({ id: 42, reference: 'SSDP41000' }),
      apiToken: 'station-token-0123456789',
      rainMainSource: 'bucket',
    };
    const requests = stubApi({
      'GET /api/unit': () => json(UNITS),
      'GET /api/weatherStation/SSDP41000': () => json(station),
      'PUT /api/weatherStation/42': (request) => json({ ...station, ...(request.body as object) }),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/edit/SSDP41000');

    const source = await screen.findByLabelText('Source de pluie principale');
    await waitFor(() => expect(source).toHaveValue('bucket'));
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auget basculeur', 'Capteur piézo']);
    await user.selectOptions(source, 'Capteur piézo');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
        rainMainSource: 'piezo',
      }),
    );
  });

  it('builds the body with every text field and numbers', () => {
    const body = stationBody({
      reference: 'R1',
      name: 'N',
      shortDescription: '',
      description: '',
      country: 'DE',
      address: '',
      city: 'C',
      postalCode: '',
      lat: '1.5',
      lng: '2',
      elevation: '3',
      model: '',
      preferedUnit: 'Metric',
      apiToken: '',
      timezone: '',
      rainMainSource: 'piezo',
      otherStation1Name: '',
      otherStation1Url: '',
      otherStation2Name: '',
      otherStation2Url: '',
      otherStation3Name: '',
      otherStation3Url: '',
    });
    expect(body).toMatchObject({ lat: 1.5, lng: 2, elevation: 3, apiToken: '', timezone: '' });
    expect(body).toMatchObject({ rainMainSource: 'piezo' });
  });

  it("sends the three 'Andere Stationen' pairs in their places and shows a pair's problem under its field", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const requests = stubApi({
      'GET /api/unit': () => json(UNITS),
      'POST /api/weatherStation': () =>
        json([{ message: STATION_MESSAGES.otherStationUrl, propertyPath: 'otherStations[1].url' }], 400),
    });
    const user = userEvent.setup();
    renderApp('/admin/weatherStation/create');
    await user.type(await screen.findByLabelText('Autre station 2 : nom'), 'Berlin-Tempelhof');
    await user.type(screen.getByLabelText('Autre station 2 : adresse'), 'meteostat.net/de/station/10384');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByLabelText('Autre station 2 : adresse')).toHaveAccessibleDescription(
      STATION_MESSAGES.otherStationUrl,
    );
    const body = requests.find((request) => request.method === 'POST')?.body as { otherStations: unknown };
    expect(body.otherStations).toEqual([
      { name: '', url: '' },
      { name: 'Berlin-Tempelhof', url: 'meteostat.net/de/station/10384' },
      { name: '', url: '' },
    ]);
  });
});
