/**
 * 'Capteurs supplémentaires': each sensor with its last value and the 'Nouveau' badge, names, visibility
 * and order sent as edited, the badge gone once saved, the server's refusal shown, the unmapped fields.
 */
import type { AdminSensor, StationSensors } from '@meteodeck/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sensor = (
  key: string,
  kind: string,
  channel: number | null,
  value: number,
  unit: string,
): AdminSensor => ({
  key,
  kind,
  channel,
  name: null,
  visibility: 'public',
  homeTile: false,
  position: 10_000,
  isNew: true,
  unit,
  firstSeenAt: '2026-06-15T09:00:00.000Z',
  lastSeenAt: '2026-06-15T09:00:00.000Z',
  lastValue: value,
  lastValueAt: '2026-06-15T09:00:00.000Z',
  battery: null,
  signal: null,
});

const LISTED: StationSensors = {
  sensors: [
    { ...sensor('extraTemperature:1', 'extraTemperature', 1, 25, '°C'), battery: 0 },
    sensor('soilMoisture:2', 'soilMoisture', 2, 52, '%'),
    sensor('co2', 'co2', null, 612, 'ppm'),
  ],
  unmapped: [
    {
      field: 'wh99_level',
      protocol: 'ecowitt',
      lastValue: '17',
      firstSeenAt: '2026-06-15T09:00:00.000Z',
      lastSeenAt: '2026-06-15T09:00:00.000Z',
    },
  ],
  uploads: [
    { protocol: 'ecowitt', receivedAt: '2026-06-15T09:00:05.000Z', fields: { tempf: '58.1', co2: '612' } },
  ],
};

function stubStation(put: Parameters<typeof stubApi>[0][string]) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
  const station = buildStation({ id: 42 });
  return stubApi({
    'GET /api/unit': () => json({ units: [], numberOfResult: 0 }),
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherStation/42/sensors': () => json(LISTED),
    'PUT /api/weatherStation/42/sensors': put,
    'GET /api/weatherStation/42/alerts/sensors': () => json({ rules: [], numberOfResult: 0 }),
  });
}

describe("'Capteurs supplémentaires'", () => {
  it('lists each sensor with its last value and the Nouveau badge, and the unmapped fields', async () => {
    stubStation(() => json(LISTED));
    renderApp('/admin/weatherStation/sensors/SSDP41000');
    await screen.findByRole('heading', { name: 'Capteurs supplémentaires', level: 1 });
    const row = (await screen.findByText('Température supplémentaire 1')).closest('tr');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('Nouveau')).toBeInTheDocument();
    expect(within(row).getByText('25 °C')).toBeInTheDocument();
    expect(screen.getByText('Humidité du sol 2')).toBeInTheDocument();
    expect(screen.getByText('612 ppm')).toBeInTheDocument();
    expect(screen.getAllByText('Nouveau')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Champs non reconnus' })).toBeInTheDocument();
    expect(screen.getByText('wh99_level')).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
  });

  it('sends the names, visibility and order as edited, then shows them saved without the badge', async () => {
    const requests = stubStation((request) => {
      const body = request.body as {
        sensors: {
          key: string;
          name: string | null;
          visibility: 'public' | 'admin';
          homeTile: boolean;
          position: number;
        }[];
      };
      return json({
        ...LISTED,
        sensors: LISTED.sensors.map((s) => ({
          ...s,
          ...body.sensors.find((b) => b.key === s.key),
          isNew: false,
        })),
      });
    });
    renderApp('/admin/weatherStation/sensors/SSDP41000');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nom de Température supplémentaire 1'), 'Serre');
    await user.selectOptions(
      screen.getByLabelText('Visibilité de Humidité du sol 2'),
      'Administration seulement',
    );
    await user.click(screen.getByLabelText("CO₂ sur les tuiles de l'accueil"));
    const order = screen.getByLabelText('Ordre de CO₂');
    await user.clear(order);
    await user.type(order, '1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les capteurs' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Capteurs enregistrés.');
    expect(screen.queryByText('Nouveau')).toBeNull();
    const sent = requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(sent).toEqual([
      {
        sensors: [
          {
            key: 'extraTemperature:1',
            name: 'Serre',
            visibility: 'public',
            homeTile: false,
            position: 10_000,
          },
          { key: 'soilMoisture:2', name: null, visibility: 'admin', homeTile: false, position: 10_000 },
          { key: 'co2', name: null, visibility: 'public', homeTile: true, position: 1 },
        ],
      },
    ]);
  });

  it("shows the server's refusal in French", async () => {
    stubStation(() =>
      json([{ message: 'Capteur co2 inconnu pour cette station', propertyPath: 'sensors[2].key' }], 400),
    );
    renderApp('/admin/weatherStation/sensors/SSDP41000');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer les capteurs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Capteur co2 inconnu pour cette station');
  });
});
