import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import LocationMap from './location-map.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderMap() {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <LocationMap
        lat={52.84}
        lng={7.1}
        label="Karte: Standort der Station Rütenbrock"
        zoom={12}
        height={280}
      />
    </I18nextProvider>,
  );
}

describe('the location map', () => {
  it('draws the tiles and the marker of the place', () => {
    const { container } = renderMap();
    expect(screen.getByAltText('Karte: Standort der Station Rütenbrock')).toBeInTheDocument();
    expect(container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a quiet note instead of grey tiles when every tile fails', async () => {
    const { container } = renderMap();
    const tiles = [...container.querySelectorAll('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) fireEvent.error(tile);
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Karte derzeit nicht verfügbar');
    expect(note).toHaveTextContent('Standort der Station Rütenbrock');
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });

  it('keeps the map when some tiles load and others fail', async () => {
    const { container } = renderMap();
    const tiles = [...container.querySelectorAll('img.leaflet-tile')];
    for (const [index, tile] of tiles.entries()) {
      if (index === 0) fireEvent.load(tile);
      else fireEvent.error(tile);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the note at once when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderMap();
    expect(screen.getByRole('status')).toHaveTextContent('Karte derzeit nicht verfügbar');
  });
});
