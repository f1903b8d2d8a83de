import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api.ts';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { buildCurrentData } from '../../test/weather-data.ts';
import { weatherDataKeys } from './query-keys.ts';
import { useLiveCurrentDataDetail } from './use-live-current-data.ts';

function Probe({ reference }: { reference: string }) {
  const detail = useLiveCurrentDataDetail(reference, 60_000);
  return (
    <p>
      <span data-testid="temperature">
        {detail.data === undefined
          ? 'pending'
          : detail.data === null
            ? 'none'
            : String(detail.data.temperature)}
      </span>
      <span data-testid="live">{detail.live ? 'live' : 'polling'}</span>
    </p>
  );
}

/** `count` widgets of one page, each following the same station. */
function Widgets({ queryClient, count }: { queryClient: QueryClient; count: number }) {
  return (
    <QueryClientProvider client={queryClient}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical widgets, only their number changes.
        <Probe key={index} reference="SSDP41000" />
      ))}
    </QueryClientProvider>
  );
}

function renderProbe(reference = 'SSDP41000') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Probe reference={reference} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  stubApi({
    'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData({ temperature: 20 })),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLiveCurrentDataDetail', () => {
  it('writes each streamed payload into the detail cache and stops polling while it is open', async () => {
    const { queryClient } = renderProbe();
    expect(await screen.findByText('20')).toBeInTheDocument();
    const stream = FakeEventSource.instances[0];
    expect(stream?.url).toBe('/api/weatherData/SSDP41000/currentData/stream');
    expect(screen.getByTestId('live')).toHaveTextContent('polling');
    const polling = () =>
      queryClient.getQueryCache().find({ queryKey: weatherDataKeys.currentDetail('SSDP41000') });
    expect(polling()?.observers[0]?.options.refetchInterval).toBe(60_000);

    stream?.open();
    stream?.send(JSON.stringify(buildCurrentData({ temperature: 23.4 })));

    // The query cache tells its observers on its own schedule, hence the wait.
    await waitFor(() => expect(screen.getByTestId('temperature')).toHaveTextContent('23.4'));
    expect(screen.getByTestId('live')).toHaveTextContent('live');
    expect(polling()?.observers[0]?.options.refetchInterval).toBe(false);
  });

  it('is not live while the station has no reading, even with the stream open, and is once one arrives', async () => {
    stubApi({ 'GET /api/weatherData/SSDP41000/currentData/detail': () => json(null, 404) });
    renderProbe();
    expect(await screen.findByText('none')).toBeInTheDocument();
    const stream = FakeEventSource.instances[0];
    stream?.open();
    expect(screen.getByTestId('live')).toHaveTextContent('polling');

    stream?.send(JSON.stringify(buildCurrentData({ temperature: 18 })));
    await waitFor(() => expect(screen.getByTestId('temperature')).toHaveTextContent('18'));
    expect(screen.getByTestId('live')).toHaveTextContent('live');
  });

  it('ignores payloads that are not current data', async () => {
    renderProbe();
    await screen.findByText('20');
    const stream = FakeEventSource.instances[0];
    stream?.open();
    stream?.send('not json');
    stream?.send(JSON.stringify({ temperature: 99 }));
    expect(screen.getByTestId('temperature')).toHaveTextContent('20');
  });

  it('falls back to polling when the stream fails', async () => {
    const { queryClient } = renderProbe();
    await screen.findByText('20');
    const stream = FakeEventSource.instances[0];
    stream?.open();
    expect(screen.getByTestId('live')).toHaveTextContent('live');

    stream?.fail();

    expect(screen.getByTestId('live')).toHaveTextContent('polling');
    const query = queryClient.getQueryCache().find({ queryKey: weatherDataKeys.currentDetail('SSDP41000') });
    expect(query?.observers[0]?.options.refetchInterval).toBe(60_000);
  });

  it('closes the stream of the old station when the station changes, and on unmount', async () => {
    stubApi({
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData({ temperature: 20 })),
      'GET /api/weatherData/CLFD63000/currentData/detail': () => json(null, 404),
    });
    const { rerender, unmount, queryClient } = renderProbe();
    await screen.findByText('20');
    rerender(
      <QueryClientProvider client={queryClient}>
        <Probe reference="CLFD63000" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('none')).toBeInTheDocument();
    const [first, second] = FakeEventSource.instances;
    expect(first?.closed).toBe(true);
    expect(second?.url).toBe('/api/weatherData/CLFD63000/currentData/stream');
    unmount();
    expect(second?.closed).toBe(true);
  });
});

describe('shared live stream', () => {
  it('opens one stream for every component following the station, and closes it with the last', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender, unmount } = render(<Widgets queryClient={queryClient} count={3} />);
    expect(await screen.findAllByText('20')).toHaveLength(3);
    expect(FakeEventSource.instances).toHaveLength(1);
    const stream = FakeEventSource.instances[0];
    stream?.open();
    expect(screen.getAllByText('live')).toHaveLength(3);

    rerender(<Widgets queryClient={queryClient} count={1} />);
    expect(stream?.closed).toBe(false);
    stream?.send(JSON.stringify(buildCurrentData({ temperature: 19.5 })));
    await waitFor(() => expect(screen.getByTestId('temperature')).toHaveTextContent('19.5'));

    unmount();
    expect(stream?.closed).toBe(true);
  });
});
