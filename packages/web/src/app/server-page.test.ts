import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readServerPage,
  rendersAsServer,
  SERVER_PAGE_DATA_ID,
  SERVER_PAGE_VERSION,
  seedAnswers,
} from './server-page.ts';

const data = {
  version: SERVER_PAGE_VERSION,
  station: 'SSDP41000',
  language: 'de',
  units: '',
  state: { mutations: [], queries: [] },
};

function block(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_PAGE_DATA_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.getElementById(SERVER_PAGE_DATA_ID)?.remove());

describe('the server-rendered page', () => {
  it("reads the page's data once, and takes the block out of the page", () => {
    block(JSON.stringify(data));
    expect(readServerPage(document)).toEqual(data);
    expect(document.getElementById(SERVER_PAGE_DATA_ID)).toBeNull();
    expect(readServerPage(document)).toBeNull();
  });

  it('ignores a block of another version, a malformed one, or none', () => {
    expect(readServerPage(document)).toBeNull();
    block(JSON.stringify({ ...data, version: SERVER_PAGE_VERSION + 1 }));
    expect(readServerPage(document)).toBeNull();
    block('{"version":');
    expect(readServerPage(document)).toBeNull();
    block(JSON.stringify({ ...data, state: null }));
    expect(readServerPage(document)).toBeNull();
    const { units: _units, ...withoutUnits } = data;
    block(JSON.stringify(withoutUnits));
    expect(readServerPage(document)).toBeNull();
  });

  it('is taken over as it is only by the visitor it was rendered for', () => {
    const visitor = { station: 'SSDP41000', unitsKey: '', language: 'de' };
    expect(rendersAsServer(data, visitor)).toBe(true);
    expect(rendersAsServer(data, { ...visitor, station: 'DEMO-NYC' })).toBe(false);
    expect(rendersAsServer(data, { ...visitor, unitsKey: 'temperatureUnit=°F' })).toBe(false);
    expect(rendersAsServer(data, { ...visitor, language: 'en' })).toBe(false);
    // A page rendered in the visitor's units (their cookie) is theirs; in other units it is not.
    const imperial = 'temperatureUnit=%C2%B0F&speedUnit=mph&pressureUnit=inHg&rainUnit=in';
    expect(rendersAsServer({ ...data, units: imperial }, { ...visitor, unitsKey: imperial })).toBe(true);
    expect(rendersAsServer({ ...data, units: imperial }, visitor)).toBe(false);
  });

  it('puts the answers in the query cache with the time each was fetched', () => {
    const client = new QueryClient();
    const state = {
      mutations: [],
      queries: [
        {
          queryKey: ['siteSettings'],
          queryHash: 'a',
          state: { data: { siteName: 'x' }, dataUpdatedAt: 1_000 },
        },
        { queryKey: ['post', 'latest', 3], queryHash: 'b', state: { data: [], dataUpdatedAt: 0 } },
      ],
    } as unknown as Parameters<typeof seedAnswers>[1];
    seedAnswers(client, state);
    expect(client.getQueryData(['siteSettings'])).toEqual({ siteName: 'x' });
    expect(client.getQueryState(['siteSettings'])?.dataUpdatedAt).toBe(1_000);
    expect(client.getQueryData(['post', 'latest', 3])).toEqual([]);
    expect(client.getQueryState(['post', 'latest', 3])?.dataUpdatedAt).toBe(0);
  });
});
