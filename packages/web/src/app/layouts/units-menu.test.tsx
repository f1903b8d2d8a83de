import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_UNITS_STORAGE_KEY } from '../../lib/display-units.ts';
import { json, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildStation } from '../../test/stations.ts';
import { buildCurrentData, IMPERIAL_UNIT } from '../../test/weather-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the visitor's units", () => {
  it('asks the server for the chosen units, shows them, and remembers the choice', async () => {
    const requests = stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/currentData/detail': (request) =>
        json(
          request.url.searchParams.get('temperatureUnit') === '°F'
            ? buildCurrentData({ unit: IMPERIAL_UNIT, temperature: 70.6 })
            : buildCurrentData(),
        ),
    });
    const user = userEvent.setup();
    renderApp('/weather/current');
    expect((await screen.findAllByText('21,5 °C')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Einheiten: wie die Station' }));
    await user.click(screen.getByRole('button', { name: 'imperial' }));
    expect((await screen.findAllByText('70,6 °F')).length).toBeGreaterThan(0);
    const asked = requests.filter((r) => r.url.pathname.endsWith('/currentData/detail')).at(-1);
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      temperatureUnit: '°F',
      speedUnit: 'mph',
      pressureUnit: 'inHg',
      rainUnit: 'in',
    });
    expect(JSON.parse(window.localStorage.getItem(DISPLAY_UNITS_STORAGE_KEY) ?? '{}')).toMatchObject({
      temperatureUnit: '°F',
    });
    expect(screen.getByRole('button', { name: 'Einheiten: imperial' })).toBeInTheDocument();

    // One quantity of its own: the choice becomes 'eigene', and only that field changes.
    const menu = screen.getByRole('button', { name: 'Einheiten: imperial' });
    if (!menu.getAttribute('aria-expanded')?.includes('true')) await user.click(menu);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Temperatur' }), '°C');
    expect(await screen.findByRole('button', { name: 'Einheiten: eigene' })).toBeInTheDocument();
    const last = requests.filter((r) => r.url.pathname.endsWith('/currentData/detail')).at(-1);
    expect(last?.url.searchParams.get('temperatureUnit')).toBe('°C');
    expect(last?.url.searchParams.get('speedUnit')).toBe('mph');
    expect(within(document.body).queryByText('Einheiten: wie die Station')).toBeNull();
  });

  it('stays open while the visitor chooses, and closes on Escape or a press outside it', async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
    });
    const user = userEvent.setup();
    renderApp('/weather/current');
    const toggle = await screen.findByRole('button', { name: /^Einheiten:/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Luftdruck' }), 'inHg');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Luftdruck' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Luftdruck' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
