import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useDisplayUnits } from './display-units.ts';
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
});
