import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  getDisplayUnits,
  setDisplayUnits,
  setPageUnits,
  setRenderingUnits,
  UNIT_PRESETS,
  unitsKey,
  useDisplayUnits,
} from './display-units.ts';
import { loadGermanPageTexts, useCatalogueVersion } from './language.ts';

describe('the stores a hydration reads', () => {
  it('take over the server markup without a second render (no choice of units, the catalogues loaded)', async () => {
    // As a page's route does before the first render: the pages' texts join the catalogue (a version bump).
    await loadGermanPageTexts();
    let renders = 0;
    function Probe() {
      const units = useDisplayUnits();
      useCatalogueVersion();
      renders += 1;
      return <p>{Object.keys(units).length}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    // A snapshot differing from the server's would make React render every such component again, at once,
    // right after the hydration (one long task on a phone).
    expect(renders).toBe(1);
    expect(container.textContent).toBe('0');
  });

  it("take over markup rendered in the visitor's units without a second render; the choice's cookie tells the server", async () => {
    setDisplayUnits(UNIT_PRESETS.imperial);
    const key = unitsKey(getDisplayUnits());
    expect(key).toBe('temperatureUnit=%C2%B0F&speedUnit=mph&pressureUnit=inHg&rainUnit=in');
    expect(document.cookie).toContain(`units=${encodeURIComponent(key)}`);
    let renders = 0;
    function Probe() {
      const units = useDisplayUnits();
      renders += 1;
      return <p>{units.temperatureUnit ?? 'station'}</p>;
    }
    try {
      // The server's rendering reads its units from the rendering (entry-server.tsx), not from a browser.
      setRenderingUnits(() => key);
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Probe />);
      setRenderingUnits(() => undefined);
      expect(container.textContent).toBe('°F');
      // The browser, told the page's units (main.tsx), takes it over with the visitor's own choice.
      setPageUnits(key);
      renders = 0;
      await act(async () => {
        hydrateRoot(container, <Probe />);
      });
      expect(renders).toBe(1);
      expect(container.textContent).toBe('°F');
    } finally {
      setRenderingUnits(() => undefined);
      setPageUnits('');
      setDisplayUnits({});
    }
    // Back to the station's units: the cookie is gone, the server renders the station's.
    expect(document.cookie).not.toContain('units=');
  });
});
