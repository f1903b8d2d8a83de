import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedRequest, stubApi } from '../../test/fake-api.ts';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { buildCurrentData } from '../../test/weather-data.ts';
import { useLiveCurrentDataDetail } from './use-live-current-data.ts';
import { type LiveRefreshRule, useStationLiveRefresh } from './use-station-live-refresh.ts';

/** A back-office panel: one query per rule, polled every 10 s only while the stream is down. */
function Panel({ reference, rules }: { reference: string | undefined; rules: LiveRefreshRule[] }) {
  const { connected } = useStationLiveRefresh(reference, rules);
  const uploads = useQuery({
    queryKey: ['uploads', 7],
    queryFn: () => fetch('/api/weatherStation/7/uploads').then((r) => r.json()),
    refetchInterval: connected ? false : 10_000,
  });
  const forwarding = useQuery({
    queryKey: ['forwarding', 7],
    queryFn: () => fetch('/api/weatherStation/7/forwarding').then((r) => r.json()),
  });
  return (
    <p>
      <span data-testid="state">{connected ? 'live' : 'polling'}</span>
      <span data-testid="loaded">{uploads.isSuccess && forwarding.isSuccess ? 'loaded' : 'loading'}</span>
    </p>
  );
}

const RULES: LiveRefreshRule[] = [
  { on: 'upload', queryKey: ['uploads', 7] },
  { on: 'reading', queryKey: ['forwarding', 7] },
];

function renderPanel(
  rules: LiveRefreshRule[] = RULES,
  station: { reference?: string } = { reference: 'SSDP41000' },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Panel reference={station.reference} rules={rules} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

let requests: RecordedRequest[];
const count = (path: string) => requests.filter((r) => r.url.pathname === path).length;
const UPLOADS = '/api/weatherStation/7/uploads';
const FORWARDING = '/api/weatherStation/7/forwarding';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  requests = stubApi({
    [`GET ${UPLOADS}`]: () => json({ uploads: [] }),
    [`GET ${FORWARDING}`]: () => json({ forwardings: [], numberOfResult: 0 }),
    'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData({ temperature: 20 })),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useStationLiveRefresh', () => {
  it("refetches each rule's query on the event it names, and not on the other", async () => {
    const { queryClient } = renderPanel();
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    const stream = FakeEventSource.instances[0];
    expect(stream?.url).toBe('/api/weatherData/SSDP41000/currentData/stream');
    stream?.open();
    // Opening catches up once on what may have happened before it.
    await waitFor(() => expect(count(UPLOADS)).toBe(2));
    await waitFor(() => expect(count(FORWARDING)).toBe(2));

    stream?.emit('upload', JSON.stringify({ protocol: 'ecowitt', receivedAt: '2026-06-15T10:00:00.000Z' }));
    await waitFor(() => expect(count(UPLOADS)).toBe(3));
    expect(count(FORWARDING)).toBe(2);

    stream?.send(JSON.stringify(buildCurrentData({ temperature: 21 })));
    await waitFor(() => expect(count(FORWARDING)).toBe(3));
    expect(count(UPLOADS)).toBe(3);
    // The reading itself reached the current-data cache, as for the public pages.
    expect(queryClient.getQueryData(['weatherData', 'SSDP41000', 'currentData', 'detail', ''])).toMatchObject(
      {
        temperature: 21,
      },
    );
  });

  it('turns polling off while the stream is open and back on when it fails, catching up when it reopens', async () => {
    const { queryClient } = renderPanel();
    await screen.findByText('loaded');
    const interval = () =>
      queryClient.getQueryCache().find({ queryKey: ['uploads', 7] })?.observers[0]?.options;
    expect(screen.getByTestId('state')).toHaveTextContent('polling');
    expect(interval()?.refetchInterval).toBe(10_000);
    const stream = FakeEventSource.instances[0];
    stream?.open();
    expect(screen.getByTestId('state')).toHaveTextContent('live');
    expect(interval()?.refetchInterval).toBe(false);
    await waitFor(() => expect(count(UPLOADS)).toBe(2));

    stream?.fail();
    expect(screen.getByTestId('state')).toHaveTextContent('polling');
    expect(interval()?.refetchInterval).toBe(10_000);
    // EventSource reconnects by itself; what was announced meanwhile is fetched once.
    stream?.open();
    await waitFor(() => expect(count(UPLOADS)).toBe(3));
    await waitFor(() => expect(count(FORWARDING)).toBe(3));
  });

  it('waits delayMs after an event, and refetches once for the events within the wait', async () => {
    renderPanel([{ on: 'reading', queryKey: ['forwarding', 7], delayMs: 150 }]);
    await screen.findByText('loaded');
    const stream = FakeEventSource.instances[0];
    stream?.open();
    await waitFor(() => expect(count(FORWARDING)).toBe(2));
    stream?.send(JSON.stringify(buildCurrentData({ temperature: 21 })));
    stream?.send(JSON.stringify(buildCurrentData({ temperature: 22 })));
    expect(count(FORWARDING)).toBe(2);
    await waitFor(() => expect(count(FORWARDING)).toBe(3));
    // Nothing more comes of the second reading.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(count(FORWARDING)).toBe(3);
  });

  it('shares one stream with the public hook and keeps it across renders, closing it with the last follower', async () => {
    function Both({ rules }: { rules: LiveRefreshRule[] }) {
      useLiveCurrentDataDetail('SSDP41000', 60_000);
      return <Panel reference="SSDP41000" rules={rules} />;
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender, unmount } = render(
      <QueryClientProvider client={queryClient}>
        <Both rules={[...RULES]} />
      </QueryClientProvider>,
    );
    await screen.findByText('loaded');
    // A new rules array at each render (as callers write them inline) does not reopen the stream.
    rerender(
      <QueryClientProvider client={queryClient}>
        <Both rules={[{ on: 'reading', queryKey: ['uploads', 7] }]} />
      </QueryClientProvider>,
    );
    expect(FakeEventSource.instances).toHaveLength(1);
    const stream = FakeEventSource.instances[0];
    stream?.open();
    await waitFor(() => expect(count(UPLOADS)).toBe(2));
    // The rules of the latest render apply: a reading now refetches the uploads.
    stream?.send(JSON.stringify(buildCurrentData({ temperature: 21 })));
    await waitFor(() => expect(count(UPLOADS)).toBe(3));
    unmount();
    expect(stream?.closed).toBe(true);
  });

  it('follows nothing while the station is not known, and polls', async () => {
    renderPanel(RULES, {});
    await screen.findByText('loaded');
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(screen.getByTestId('state')).toHaveTextContent('polling');
  });
});
