/**
 * 'Alertes des capteurs' on the 'Capteurs supplémentaires' page: the saved rules with their threshold in the
 * chosen unit and 'En alerte' while an episode is open, a rule added and sent as typed (the unit picked
 * among the kind's), a leak sensor offered its one condition, the server's refusal shown.
 */
import type { AdminSensor, SensorAlertRuleList, StationSensors } from '@meteodeck/contract';
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

const sensor = (key: string, kind: string, channel: number | null, unit: string, name: string | null) =>
  ({
    key,
    kind,
    channel,
    name,
    visibility: 'public',
    homeTile: false,
    position: 1,
    isNew: false,
    unit,
    firstSeenAt: '2026-06-15T09:00:00.000Z',
    lastSeenAt: '2026-06-15T09:00:00.000Z',
    lastValue: 1,
    lastValueAt: '2026-06-15T09:00:00.000Z',
    battery: null,
    signal: null,
  }) satisfies AdminSensor;

const LISTED: StationSensors = {
  sensors: [
    sensor('extraTemperature:2', 'extraTemperature', 2, '°C', 'Serre'),
    sensor('co2', 'co2', null, 'ppm', null),
    { ...sensor('leak:1', 'leak', 1, 'flag', 'Cave'), visibility: 'admin' },
  ],
  unmapped: [],
  uploads: [],
};

const RULES: SensorAlertRuleList = {
  rules: [
    {
      id: 7,
      sensorKey: 'extraTemperature:2',
      sensorName: 'Serre',
      kind: 'extraTemperature',
      condition: 'below',
      threshold: 0,
      unit: '°C',
      enabled: true,
      active: true,
    },
  ],
  numberOfResult: 1,
};

function stubStation(put: Parameters<typeof stubApi>[0][string]) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
  const station = buildStation({ id: 42 });
  return stubApi({
    'GET /api/unit': () => json({ units: [], numberOfResult: 0 }),
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherStation/42/sensors': () => json(LISTED),
    'GET /api/weatherStation/42/alerts/sensors': () => json(RULES),
    'PUT /api/weatherStation/42/alerts/sensors': put,
  });
}

describe("'Alertes des capteurs'", () => {
  it('shows a saved rule with its threshold and unit, alerting', async () => {
    stubStation(() => json(RULES));
    renderApp('/admin/weatherStation/sensors/SSDP41000');
    await screen.findByRole('heading', { name: 'Alertes des capteurs', level: 2 });
    const threshold = await screen.findByLabelText('Seuil de la règle 1');
    expect(threshold).toHaveValue('0');
    expect(screen.getByLabelText('Unité du seuil de la règle 1')).toHaveValue('°C');
    expect(screen.getByLabelText('Capteur de la règle 1')).toHaveValue('extraTemperature:2');
    expect(screen.getByLabelText('Condition de la règle 1')).toHaveValue('below');
    const row = threshold.closest('li');
    if (row === null) throw new Error('no row');
    expect(within(row).getByText('En alerte')).toBeInTheDocument();
  });

  it('sends a rule added as typed, in the unit picked, and a leak sensor its one condition', async () => {
    const requests = stubStation(() => json(RULES));
    renderApp('/admin/weatherStation/sensors/SSDP41000');
    const user = userEvent.setup();
    await screen.findByLabelText('Seuil de la règle 1');
    await user.selectOptions(screen.getByLabelText('Unité du seuil de la règle 1'), '°F');
    await user.clear(screen.getByLabelText('Seuil de la règle 1'));
    await user.type(screen.getByLabelText('Seuil de la règle 1'), '33,8');
    await user.click(screen.getByRole('button', { name: 'Ajouter une règle' }));
    await user.selectOptions(screen.getByLabelText('Capteur de la règle 2'), 'co2');
    await user.selectOptions(screen.getByLabelText('Condition de la règle 2'), 'Au-dessus de');
    expect(screen.getByLabelText('Unité du seuil de la règle 2')).toHaveValue('ppm');
    await user.type(screen.getByLabelText('Seuil de la règle 2'), '1200');
    await user.click(screen.getByRole('button', { name: 'Ajouter une règle' }));
    await user.selectOptions(screen.getByLabelText('Capteur de la règle 3'), 'leak:1');
    const condition = screen.getByLabelText('Condition de la règle 3');
    expect(
      within(condition)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fuite détectée']);
    expect(screen.queryByLabelText('Seuil de la règle 3')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les alertes des capteurs' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Alertes des capteurs enregistrées.');
    const sent = requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(sent).toEqual([
      {
        rules: [
          {
            id: 7,
            sensorKey: 'extraTemperature:2',
            condition: 'below',
            threshold: 33.8,
            unit: '°F',
            enabled: true,
          },
          { sensorKey: 'co2', condition: 'above', threshold: 1200, unit: 'ppm', enabled: true },
          { sensorKey: 'leak:1', condition: 'leak', threshold: null, unit: null, enabled: true },
        ],
      },
    ]);
  });

  it("shows the server's refusal in French and deletes a rule on request", async () => {
    const requests = stubStation(() =>
      json(
        [
          {
            propertyPath: 'rules[0].unit',
            message: 'Règle 1 : unité « ppm » impossible pour Serre (°C ou °F).',
          },
        ],
        400,
      ),
    );
    renderApp('/admin/weatherStation/sensors/SSDP41000');
    const user = userEvent.setup();
    await screen.findByLabelText('Seuil de la règle 1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les alertes des capteurs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('unité « ppm » impossible pour Serre');
    await user.click(screen.getByRole('button', { name: 'Supprimer la règle 1' }));
    expect(screen.getByText('Aucune règle : ajoutez-en une.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer les alertes des capteurs' }));
    const sent = requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(sent.at(-1)).toEqual({ rules: [] });
  });
});
