/**
 * The network adapters without a network: each one's least interval, and the Weather Underground query's
 * imperial values from published equivalences (20 °C = 68 °F, 10 m/s = 22.37 mph, 25.4 mm = 1 in,
 * 1013.25 hPa = 29.921 inHg), converted by @meteodeck/weather.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendAprs } from './aprs-is.ts';
import { awekasVal } from './awekas.ts';
import type { ForwardingPayload } from './network.ts';
import { minIntervalOf, NETWORKS } from './networks.ts';
import { wuQuery } from './wunderground.ts';

const EMPTY: ForwardingPayload = {
  at: Date.parse('2026-06-15T10:00:00Z'),
  temperature: null,
  humidity: null,
  dewPoint: null,
  relativePressure: null,
  absolutePressure: null,
  windSpeed: null,
  windDirection: null,
  windGust: null,
  rainRate: null,
  rainLastHour: null,
  solarRadiation: null,
  uv: null,
  soilTemperature: null,
  leafWetness: null,
  indoorTemperature: null,
  indoorHumidity: null,
  pm25: null,
};
const CREDENTIALS = { stationId: 'KXXX123', secret: 'key' };

describe('network adapters', () => {
  it.each([
    ['wunderground', 0],
    ['pwsweather', 0],
    ['windy', 300_000],
    ['awekas', 300_000],
    ['wow', 300_000],
    ['openweathermap', 60_000],
    ['cwop', 300_000],
    ['unknown', 0],
  ])('%s takes a reading every %i ms at most', (service, interval) => {
    expect(minIntervalOf(service)).toBe(interval);
  });

  it.each([
    ['temperature', 20, 'tempf', '68'],
    ['temperature', -40, 'tempf', '-40'],
    ['windSpeed', 10, 'windspeedmph', '22.4'],
    ['windGust', 0, 'windgustmph', '0'],
    ['rainLastHour', 25.4, 'rainin', '1'],
    ['rainToday', 12.7, 'dailyrainin', '0.5'],
    ['relativePressure', 1013.25, 'baromin', '29.921'],
    ['relativePressure', 33.86388640341, 'baromin', '1'],
  ] as const)('sends %s %d as %s=%s', (measure, value, field, wire) => {
    const q = wuQuery({ ...EMPTY, [measure]: value }, CREDENTIALS);
    expect(q.get(field)).toBe(wire);
  });

  it('writes the exact query of a reading without extra sensors', () => {
    const q = wuQuery({ ...EMPTY, temperature: 20, humidity: 50, soilTemperature: 20 }, CREDENTIALS);
    expect(q.toString()).toBe(
      'ID=KXXX123&PASSWORD=key&dateutc=2026-06-15+10%3A00%3A00&tempf=68&humidity=50&soiltempf=68' +
        '&softwaretype=meteodeck&action=updateraw',
    );
  });

  it('writes every measure of a reading at its place, the rain windows after the wind', () => {
    const reading: ForwardingPayload = {
      ...EMPTY,
      temperature: 20,
      humidity: 50,
      dewPoint: 10,
      relativePressure: 1013.25,
      absolutePressure: 1000, // no field of the protocol
      windSpeed: 10,
      windDirection: 180,
      windGust: 15,
      rainRate: 2, // neither
      rainLastHour: 2.54,
      rainToday: 12.7,
      solarRadiation: 420,
      uv: 3,
      soilTemperature: 15,
      leafWetness: 40,
      pm25: 12.34,
      indoorTemperature: 21,
      indoorHumidity: 45,
    };
    const measures =
      'tempf=68&humidity=50&dewptf=50&baromin=29.921&winddir=180&windspeedmph=22.4&windgustmph=33.6' +
      '&rainin=0.1&dailyrainin=0.5';
    expect(wuQuery(reading, CREDENTIALS).toString()).toBe(
      `ID=KXXX123&PASSWORD=key&dateutc=2026-06-15+10%3A00%3A00&${measures}&solarradiation=420&UV=3` +
        '&soiltempf=59&indoortempf=69.8&indoorhumidity=45&leafwetness=40&AqPM2.5=12.3' +
        '&softwaretype=meteodeck&action=updateraw',
    );
    // PWSweather and WOW reuse the query, each with only the fields its documentation lists.
    const endpoints = { pwsweather: 'http://pws.test', wow: 'http://wow.test' } as never;
    const pws = NETWORKS.pwsweather.request(reading, CREDENTIALS, endpoints);
    const wow = NETWORKS.wow.request(reading, CREDENTIALS, endpoints);
    expect(pws.protocol === 'http' && new URL(pws.url).search).toBe(
      `?ID=KXXX123&PASSWORD=key&dateutc=2026-06-15+10%3A00%3A00&${measures}&solarradiation=420&UV=3` +
        '&softwaretype=meteodeck&action=updateraw',
    );
    expect(wow.protocol === 'http' && new URL(wow.url).search).toBe(
      `?siteid=KXXX123&siteAuthenticationKey=key&dateutc=2026-06-15+10%3A00%3A00&${measures}&soiltempf=59` +
        '&softwaretype=meteodeck',
    );
  });

  it('sends a reading queued before a measure was forwarded without it', () => {
    const { leafWetness: _, ...older } = { ...EMPTY, temperature: 20 };
    expect(wuQuery(older as ForwardingPayload, CREDENTIALS).toString()).toBe(
      'ID=KXXX123&PASSWORD=key&dateutc=2026-06-15+10%3A00%3A00&tempf=68&softwaretype=meteodeck&action=updateraw',
    );
  });

  it('adds the extra sensors Weather Underground takes, in the catalogue order, imperial', () => {
    const sensors = {
      'extraTemperature:1': 15, // temp2f 59 °F
      'extraTemperature:2': -5, // temp3f 23 °F
      'soilTemperature:1': 30, // the reading's own soiltempf wins
      'soilTemperature:2': 10, // soiltemp2f 50 °F
      'soilMoisture:1': 35,
      'soilMoisture:3': 41.6,
      'leafWetness:2': 40,
      'pm25:1': 12.34,
      pm10: 20.4,
      co2: 700, // not a field of the protocol
      'extraHumidity:1': 60, // neither
    };
    const q = wuQuery({ ...EMPTY, temperature: 20, soilTemperature: 20, sensors }, CREDENTIALS);
    expect(q.toString()).toBe(
      'ID=KXXX123&PASSWORD=key&dateutc=2026-06-15+10%3A00%3A00&tempf=68&soiltempf=68' +
        '&soiltemp2f=50&leafwetness2=40&AqPM2.5=12.3&temp2f=59&temp3f=23&soilmoisture=35&soilmoisture3=42' +
        '&AqPM10=20.4&softwaretype=meteodeck&action=updateraw',
    );
  });

  /** AWEKAS's `val` fields, numbered from 1 as its API description numbers them. */
  const awekasFields = (payload: ForwardingPayload) => ['', ...awekasVal(payload, CREDENTIALS).split(';')];

  it("sends AWEKAS the snow height in whole cm from the public snow sensor's first channel", () => {
    const sensors = { 'snowDepth:1': 12.4, 'snowDepth:2': 30, 'extraTemperature:1': 15 };
    // The other channels and kinds have no field in the basic API.
    expect(awekasVal({ ...EMPTY, temperature: 20, sensors }, CREDENTIALS)).toBe(
      'KXXX123;3c6e0b8a9c15224a8228b9a98ca1531d;15.06.2026;10:00;20;;;;;;;;12;de;;;;;;;;;meteodeck_0.1;;',
    );
    // No snow is an empty field, as is a station without a snow sensor or with only another channel.
    expect(awekasFields({ ...EMPTY, sensors: { 'snowDepth:1': 0.4 } })[13]).toBe('');
    expect(awekasFields({ ...EMPTY, sensors: { 'snowDepth:1': 0.5 } })[13]).toBe('1');
    expect(awekasFields({ ...EMPTY, sensors: { 'snowDepth:2': 30 } })[13]).toBe('');
    expect(awekasFields(EMPTY)[13]).toBe('');
  });

  it("sends AWEKAS the reading's soil temperature, else the public soil sensor's first channel", () => {
    const sensors = { 'soilTemperature:1': 8.26, 'soilTemperature:2': 5 };
    expect(awekasFields({ ...EMPTY, soilTemperature: 15.04, sensors })[21]).toBe('15');
    expect(awekasFields({ ...EMPTY, sensors })[21]).toBe('8.3');
    expect(awekasFields({ ...EMPTY, sensors: { 'soilTemperature:2': 5 } })[21]).toBe('');
    expect(awekasFields(EMPTY)[21]).toBe('');
  });

  it('reads an APRS-IS login answer as delivered, and a silent server as failed', () => {
    expect(
      NETWORKS.cwop.readAnswer(0, '# aprsc 2.1\r\n# logresp KXXX123 unverified, server T2TEST\r\n'),
    ).toEqual({ kind: 'ok' });
    expect(NETWORKS.cwop.readAnswer(0, '# aprsc 2.1\r\n').kind).toBe('failed');
  });

  it('sends nothing to APRS-IS for a station id with a line break, and pauses the target', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const request = NETWORKS.cwop.request(
        EMPTY,
        { stationId: 'EW1234 pass -1\r\n# injected', secret: '' },
        { cwop: `127.0.0.1:${address.port}` } as never,
      );
      if (request.protocol !== 'aprs-is') throw new Error('not APRS-IS');
      const outcome = await sendAprs(request, NETWORKS.cwop.readAnswer);
      expect(outcome.kind).toBe('bad-credentials');
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('builds every HTTP network request on its configured endpoint', () => {
    const endpoints = {
      wunderground: 'http://wu.test',
      pwsweather: 'http://pws.test',
      windy: 'http://windy.test',
      awekas: 'http://awekas.test',
      wow: 'http://wow.test',
      openweathermap: 'http://owm.test',
      cwop: 'cwop.test:14580',
    };
    const hosts = Object.entries(NETWORKS).map(([name, network]) => {
      const request = network.request({ ...EMPTY, temperature: 12 }, CREDENTIALS, endpoints);
      return [name, request.protocol === 'http' ? new URL(request.url).host : request.server.host];
    });
    expect(Object.fromEntries(hosts)).toEqual({
      wunderground: 'wu.test',
      pwsweather: 'pws.test',
      windy: 'windy.test',
      awekas: 'awekas.test',
      wow: 'wow.test',
      openweathermap: 'owm.test',
      cwop: 'cwop.test',
    });
  });
});
