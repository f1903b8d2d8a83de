import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { RainRadar, radarUrl } from './rain-radar.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderRadar() {
  render(
    <I18nextProvider i18n={createI18n()}>
      <RainRadar lat={52.84} lng={7.1} place="Rütenbrock" />
    </I18nextProvider>,
  );
}

describe('the rain radar', () => {
  it("centres on the station's position, to Windy's two decimals", () => {
    expect(radarUrl(52.84, 7.1)).toMatch(
      /^https:\/\/embed\.windy\.com\/embed2\.html\?lat=52\.84&lon=7\.10&detailLat=52\.84&detailLon=7\.10&/,
    );
    expect(radarUrl(40.7506, -73.9972)).toContain('lat=40.75&lon=-74.00');
  });

  it('shows the radar frame when Windy answers', async () => {
    const probe = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    renderRadar();
    const frame = await screen.findByTitle('Regenradar um Rütenbrock (Windy.com)');
    expect(frame).toHaveAttribute('height', '450');
    await vi.waitFor(() => expect(probe).toHaveBeenCalledWith(radarUrl(52.84, 7.1), expect.anything()));
    expect(screen.queryByText('Regenradar derzeit nicht verfügbar')).not.toBeInTheDocument();
  });

  it('shows a quiet note instead of a blank 450 px box when Windy cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    renderRadar();
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Regenradar derzeit nicht verfügbar');
    expect(note).toHaveTextContent('Rütenbrock');
    expect(screen.queryByTitle(/Regenradar um/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the note at once when the browser is offline, and tries again when it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const probe = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    renderRadar();
    expect(await screen.findByText('Regenradar derzeit nicht verfügbar')).toBeInTheDocument();
    expect(probe).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTitle('Regenradar um Rütenbrock (Windy.com)')).toBeInTheDocument();
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
  });
});
