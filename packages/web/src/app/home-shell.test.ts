import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { weatherDataKeys } from '../entities/weather-data/index.ts';
import { buildStation } from '../test/stations.ts';
import { buildCurrentData } from '../test/weather-data.ts';
import { HOME_SHELL_DATA_ID, readHomeShell, seedHomeShell } from './home-shell.ts';

function putDataBlock(content: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = HOME_SHELL_DATA_ID;
  block.textContent = content;
  document.body.append(block);
}

const shellData = () => ({
  reference: 'SSDP41000',
  station: buildStation({ reference: 'SSDP41000' }),
  current: buildCurrentData(),
  daily: null,
});

describe('the home page shell data', () => {
  afterEach(() => document.getElementById(HOME_SHELL_DATA_ID)?.remove());

  it('is read once from the JSON data block, checked like an API answer', () => {
    putDataBlock(JSON.stringify(shellData()));
    const shell = readHomeShell(document);
    expect(shell?.current?.temperature).toBe(buildCurrentData().temperature);
    expect(document.getElementById(HOME_SHELL_DATA_ID)).toBeNull();
    expect(readHomeShell(document)).toBeNull();
  });

  it('is ignored when absent, unreadable or not what the API answers', () => {
    expect(readHomeShell(document)).toBeNull();
    putDataBlock('{not json');
    expect(readHomeShell(document)).toBeNull();
    putDataBlock(JSON.stringify({ ...shellData(), current: { temperature: 'warm' } }));
    expect(readHomeShell(document)).toBeNull();
  });

  it("seeds the home page's answers for the same station in its own units only", () => {
    const data = shellData();
    const client = new QueryClient();
    expect(seedHomeShell(client, data, 'DEMO-NYC', {})).toBe(false);
    expect(seedHomeShell(client, data, 'SSDP41000', { temperatureUnit: '°F' })).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);

    expect(seedHomeShell(client, data, 'SSDP41000', {})).toBe(true);
    expect(client.getQueryData(['weatherStation', 'SSDP41000'])).toEqual(data.station);
    expect(client.getQueryData(weatherDataKeys.currentDetail('SSDP41000', {}))).toEqual(data.current);
    // No daily history in the shell: the page asks for it as before.
    expect(client.getQueryData(weatherDataKeys.dailyHistory('SSDP41000', {}))).toBeUndefined();
  });
});
