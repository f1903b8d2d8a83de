import type { Forecast, NewRecord } from '@meteodeck/contract';
import { DEFAULT_SITE_SETTINGS } from '@meteodeck/contract';
import { COMPASS_POINTS_16_EN, measureLabel } from '@meteodeck/weather';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEATHER_NETWORKS } from '../app/layouts/public-information.tsx';
import { setLanguage } from '../lib/language.ts';
import { buildAgroAnswer } from '../test/climate-agro.ts';
import { buildNormalsAnswer } from '../test/climate-normals.ts';
import { buildClimateRecords, buildTodaysRecords } from '../test/climate-records.ts';
import { json, type RecordedRequest, stubApi } from '../test/fake-api.ts';
import { buildObservation } from '../test/observations.ts';
import { buildOnThisDayAnswer, buildOnThisDayYear } from '../test/on-this-day.ts';
import { renderApp } from '../test/render-app.tsx';
import { buildStation } from '../test/stations.ts';
import {
  buildCurrentData,
  buildDataStation,
  buildDayCountsAnswer,
  buildGraphData,
  buildGraphPoint,
  buildHeatMapAnswer,
  buildPeriodHistory,
  buildWindRose,
  METRIC_UNIT,
} from '../test/weather-data.ts';
import deAdmin from './de-admin.json' with { type: 'json' };
import dePublicCore from './de-public.json' with { type: 'json' };
import dePublicPages from './de-public-pages.json' with { type: 'json' };
import enAdmin from './en-admin.json' with { type: 'json' };
import enPublic from './en-public.json' with { type: 'json' };

const dePublic = {
  ...dePublicCore,
  ...dePublicPages,
  weather: { ...dePublicCore.weather, ...dePublicPages.weather },
};
const de = { public: dePublic, admin: deAdmin };
const en = { public: enPublic, admin: enAdmin };

/**
 * Every visible text goes through the catalogues. Each public page is rendered in English with a
 * fake API, and every text node and every aria-label, title, placeholder and alt is explained away: first
 * the English catalogue's texts (the literal parts around their {{placeholders}}), then the data the fake
 * API answered (station names, descriptions, posts), numbers, units, compass points and English month and
 * day names. Whatever letters are left were written in a component: a German word left there is reported
 * as German (it is in the German catalogue and not in the English one), anything else as unknown.
 */

/** Every text of a catalogue subtree. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(texts);
}

const LETTER = /\p{L}/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removers for literal pieces, longest first, that only match whole words at their lettered ends. */
function removers(pieces: Iterable<string>): { piece: string; pattern: RegExp }[] {
  return [...new Set(pieces)]
    .map((piece) => piece.trim())
    .filter((piece) => LETTER.test(piece))
    .sort((a, b) => b.length - a.length)
    .map((piece) => {
      const start = LETTER.test(piece[0] ?? '') ? '(?<!\\p{L})' : '';
      const end = LETTER.test(piece.at(-1) ?? '') ? '(?!\\p{L})' : '';
      return { piece, pattern: new RegExp(`${start}${escapeRegExp(piece)}${end}`, 'gu') };
    });
}

/** Words of the German catalogue that English does not use: a left-over word among them is German. */
const englishWords = new Set(texts(en).flatMap((text) => text.toLowerCase().match(/\p{L}+/gu) ?? []));
const germanWords = new Set(
  texts(de)
    .flatMap((text) => text.toLowerCase().match(/\p{L}+/gu) ?? [])
    .filter((word) => !englishWords.has(word)),
);

/** English month and day names as Intl writes them (dates are data). */
function calendarNames(): string[] {
  const names: string[] = [];
  for (const month of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('en-GB', { month, timeZone: 'UTC' });
    for (let m = 0; m < 12; m += 1) names.push(format.format(Date.UTC(2026, m, 1)));
  }
  for (const weekday of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('en-GB', { weekday, timeZone: 'UTC' });
    for (let d = 0; d < 7; d += 1) names.push(format.format(Date.UTC(2026, 5, 15 + d)));
  }
  return names;
}

/** Units of the unit sets, and names the site shows as they are (its own, the map's and the data's sources). */
const UNITS = [
  '°C',
  '°F',
  'km/h',
  'mph',
  'm/s',
  'kn',
  'hPa',
  'inHg',
  'mmHg',
  'mm/h',
  'in/h',
  'mm',
  'in',
  'µg/m³',
  'W/m²',
  'm',
  'ft',
];
const PROPER_NAMES = [
  'meteodeck',
  'Leaflet',
  'OpenStreetMap',
  // The footer's social networks (site settings).
  'Facebook',
  'X',
  'Instagram',
  ...WEATHER_NETWORKS.map((network) => network.name),
];

// The data the fake API answers: whatever text it holds is the owner's, shown as written.
const station = buildStation({
  name: 'Rütenbrock',
  description: 'Davis Vantage Pro 2 im Garten',
  otherStations: [{ name: 'Wetter Twist', url: 'https://wetter-twist.example' }],
});
const current = buildCurrentData({ receivedAt: '2026-06-15T14:05:00+02:00' });
const observation = buildObservation({
  message: 'Leichter Nieselregen seit dem Morgen',
  createdAt: '2026-06-15T09:00:00.000Z',
  updatedAt: '2026-06-15T09:00:00.000Z',
});
const post = {
  id: 3,
  name: 'Neuer Regenmesser',
  description: 'Seit Montag misst ein beheizter Regenmesser auch Schnee.',
  createdAt: '2026-06-13T09:00:00.000Z',
  updatedAt: '2026-06-13T09:00:00.000Z',
};
const forecastDay = {
  temp: { min: 11, max: 22 },
  weather: [{ icon: '02d' as const, description: 'Leicht bewölkt' }],
};
const forecast: Forecast = {
  lat: 52.84,
  lon: 7.1,
  timezone: 'Europe/Berlin',
  timezone_offset: 7200,
  current: {
    dt: 1_781_524_800,
    temp: 21.5,
    humidity: 55,
    wind_speed: 3.5,
    wind_deg: 225,
    weather: forecastDay.weather,
  },
  daily: Array.from({ length: 8 }, (_, i) => ({ dt: 1_781_524_800 + i * 86_400, ...forecastDay })),
};
const point = (at: string) =>
  buildGraphPoint(at, { temperature: 18, dewPoint: 10, windChill: 18, humidity: 60, relativePressure: 1015 });
const graph = buildGraphData({
  datas: [point('2026-06-15T10:00:00+02:00'), point('2026-06-15T11:00:00+02:00')],
});
// The extra sensors: an owner's name, and a leak shown by its kind's English label and channel.
const sensors = {
  sensors: [
    {
      key: 'extraTemperature:1',
      kind: 'extraTemperature',
      channel: 1,
      name: 'Greenhouse',
      unit: '°C',
      homeTile: true,
      value: 21.5,
      at: '2026-06-15T12:05:00.000Z',
    },
    {
      key: 'leak:1',
      kind: 'leak',
      channel: 1,
      name: null,
      unit: 'flag',
      homeTile: false,
      value: 0,
      at: '2026-06-15T12:05:00.000Z',
    },
  ],
};
const sensorFold = {
  min: 12,
  minAt: '2026-06-15T03:10:00.000Z',
  max: 24,
  maxAt: '2026-06-15T13:40:00.000Z',
  mean: 18,
  sum: 36,
  count: 2,
  last: 20,
  lastAt: '2026-06-15T14:00:00.000Z',
};
const sensorSummaries = {
  from: '2026-06-15',
  to: '2026-06-15',
  sensors: sensors.sensors.map(({ key, kind, channel, name, unit }) => ({
    key,
    kind,
    channel,
    name,
    unit,
    days: [],
    period: kind === 'leak' ? { ...sensorFold, min: 0, max: 0, last: 0 } : sensorFold,
  })),
};
const sensorSeries = {
  from: '2026-06-14',
  to: '2026-06-15',
  bucketMinutes: 10,
  sensors: sensors.sensors.map(({ key, kind, channel, name, unit }) => ({
    key,
    kind,
    channel,
    name,
    unit,
    points: [{ at: '2026-06-15T10:00:00.000Z', mean: 20, min: 20, max: 20 }],
    days: [],
  })),
};
const history = buildPeriodHistory({
  maxTemperature: 24.5,
  maxTemperatureReceivedAt: '2026-06-15T13:10:00+02:00',
  minTemperature: 12.1,
  minTemperatureReceivedAt: '2026-06-15T05:10:00+02:00',
});
const reportDay = (date: string) => ({
  day: date,
  meanTemperature: 14,
  highTemperature: 20,
  highTemperatureAt: `${date}T15:00:00+02:00`,
  lowTemperature: 10,
  lowTemperatureAt: `${date}T06:00:00+02:00`,
  heatingDegreeDays: 4.3,
  coolingDegreeDays: 0,
  rain: 2,
  meanWindSpeed: 7.2,
  highGust: 28.8,
  highGustAt: `${date}T15:00:00+02:00`,
  dominantDirection: 90,
});
const report = {
  weatherStation: buildDataStation(),
  unit: METRIC_UNIT,
  month: '2026-06',
  thresholds: { degreeDayBase: 18.3, hot: 30, cold: 0, veryCold: -18, rain: [0.2, 2, 20] },
  days: ['2026-06-01', '2026-06-02'].map(reportDay),
  summary: {
    meanTemperature: 14,
    highTemperature: 20,
    highTemperatureDay: '2026-06-01',
    lowTemperature: 10,
    lowTemperatureDay: '2026-06-02',
    heatingDegreeDays: 8.6,
    coolingDegreeDays: 0,
    rain: 4,
    meanWindSpeed: 7.2,
    highGust: 28.8,
    highGustDay: '2026-06-01',
    dominantDirection: 90,
  },
};
const NEW_RECORDS: NewRecord[] = [
  { kind: 'highestHigh', scope: 'month', month: 11, value: 15.2, previous: 14.5 },
  { kind: 'lowestPressure', scope: 'allTime', month: 11, value: 980, previous: 985 },
];
const status = {
  generatedAt: '2026-06-15T12:10:00.000Z',
  stations: [
    {
      reference: 'SSDP41000',
      name: 'Rütenbrock',
      city: 'Rütenbrock',
      lastReadingAt: '2026-06-15T12:05:00.000Z',
      lastReadingAgeSeconds: 300,
      freshness: 'fresh',
      uploads: [{ protocol: 'ecowitt', lastReadingAt: '2026-06-15T12:05:00.000Z', ageSeconds: 300 }],
      readingsToday: 144,
      valuesRejectedToday: 1,
      protocol: 'ecowitt',
      sensors: [{ name: 'wh65batt', value: 0, low: false }],
    },
  ],
};

const API = {
  'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
  'GET /api/weatherStation/SSDP41000': () => json(station),
  'GET /api/weatherStation/observation/last/SSDP41000': () => json(observation),
  'GET /api/weatherData/SSDP41000/currentData/detail': () => json(current),
  'GET /api/weatherData/SSDP41000/currentData': () => json(current),
  'GET /api/weatherData/SSDP41000/history/daily': () => json(history),
  'GET /api/weatherData/SSDP41000/history/day': () => json(history),
  'GET /api/weatherData/SSDP41000/graph/day': () => json(graph),
  'GET /api/weatherData/SSDP41000/windRose/day': () => json(buildWindRose()),
  'GET /api/weatherData/SSDP41000/sensors': () => json(sensors),
  'GET /api/weatherData/SSDP41000/sensors/summaries': () => json(sensorSummaries),
  'GET /api/weatherData/SSDP41000/sensors/series': () => json(sensorSeries),
  // The record's first and last day with data bound the window pickers.
  'GET /api/weatherData/SSDP41000/history/record': () =>
    json(buildPeriodHistory({ period: 'record', startDate: '2019-03-02', endDate: '2026-06-15' })),
  'GET /api/weatherData/SSDP41000/report': () => json({ months: ['2026-06'] }),
  'GET /api/weatherData/SSDP41000/climate/records': () =>
    json(buildClimateRecords({ newRecords: NEW_RECORDS })),
  'GET /api/weatherData/SSDP41000/climate/records/today': () => json(buildTodaysRecords(NEW_RECORDS)),
  'GET /api/weatherData/SSDP41000/report/2026-06': () => json(report),
  'GET /api/weatherData/SSDP41000/climate/dayCounts': () =>
    json(buildDayCountsAnswer(2026, { 6: { temperatureDays: 2, summerDays: 1, heatingDegreeDays: 3.1 } })),
  'GET /api/weatherData/SSDP41000/climate/normals': () => json(buildNormalsAnswer()),
  'GET /api/weatherData/SSDP41000/climate/agro': () => json(buildAgroAnswer()),
  'GET /api/weatherData/SSDP41000/climate/heatMap': () =>
    json(buildHeatMapAnswer(2026, (day) => (day === '2026-06-01' ? { meanTemperature: 14, rain: 2 } : {}))),
  'GET /api/weatherData/SSDP41000/climate/onThisDay': () =>
    json(
      buildOnThisDayAnswer('06-15', [
        buildOnThisDayYear('2026-06-15', { maxTemperature: 24.5 }, { running: true }),
        buildOnThisDayYear('2025-06-15', { maxTemperature: 21, minPressure: 1010, maxPressure: 1015 }),
        buildOnThisDayYear('2024-06-15'),
      ]),
    ),
  'GET /api/post': () => json({ posts: [post], numberOfResult: 1 }),
  'GET /api/post/3': () => json(post),
  'GET /api/openWeather': () => json(forecast),
  'GET /api/status': () => json(status),
  'GET /api/siteSettings': () =>
    json({
      ...DEFAULT_SITE_SETTINGS,
      socialLinks: {
        facebook: 'https://www.facebook.com/wetter',
        x: 'https://x.com/wetter',
        instagram: 'https://www.instagram.com/wetter',
      },
    }),
};

const DATA = [
  ...texts([station, current, observation, post, forecast, status, sensors]),
  measureLabel('leak', 'en'),
  'wetter-twist.example',
  new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(station.country) ?? '',
  ...calendarNames(),
  ...UNITS,
  ...PROPER_NAMES,
  ...COMPASS_POINTS_16_EN,
];

/** Catalogue texts and data, longest first (so 'Station im Emsland' goes whole before 'Station' alone). */
const EXPLAINED = removers([...texts(en.public).flatMap((text) => text.split(/\{\{[^}]+\}\}/)), ...DATA]);

/** What is left of a text once catalogue texts and data are taken out (no letters: nothing). */
function unexplained(text: string): string {
  let rest = text;
  for (const { piece, pattern } of EXPLAINED) {
    if (rest.includes(piece)) rest = rest.replace(pattern, ' ');
  }
  return (rest.match(/\p{L}+/gu) ?? []).join(' ');
}

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription'];

/** Every text the visitor can read or hear on the page: text nodes, the attributes above, the tab's title. */
function visibleTexts(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [{ where: '<title>', text: document.title }];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Code the visitor copies (the embed snippet) is not prose; its title attribute shows in the preview too.
    if (parent === null || parent.closest('script, style, code, pre, textarea[readonly]') !== null) continue;
    found.push({ where: `<${parent.tagName.toLowerCase()}>`, text: node.textContent ?? '' });
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value !== null)
        found.push({ where: `<${element.tagName.toLowerCase()} ${attribute}>`, text: value });
    }
  }
  return found;
}

/** The texts a page shows that neither the English catalogue nor the data explain, each marked German or not. */
function hardCodedTexts(): string[] {
  return visibleTexts().flatMap(({ where, text }) => {
    const rest = unexplained(text);
    if (rest === '') return [];
    const german = rest.split(' ').some((word) => germanWords.has(word.toLowerCase()));
    return [`${german ? 'German' : 'unknown'} in ${where}: "${text.trim()}" (left: ${rest})`];
  });
}

/** The public pages, each with what shows once it has loaded. */
/** Pages are lazy chunks compiled on first import: on a busy machine the first one takes a while. */
const SLOW = { timeout: 12_000 };

const PAGES: { path: string; ready: () => Promise<unknown> }[] = [
  { path: '/', ready: () => screen.findByTestId('now-temperature', {}, SLOW) },
  { path: '/weather/current', ready: () => screen.findAllByText(observation.message, {}, SLOW) },
  { path: '/weather/history/daily', ready: () => screen.findAllByText('24.5 °C', { exact: false }, SLOW) },
  { path: '/weather/graph', ready: () => screen.findAllByText('24.5 °C', { exact: false }, SLOW) },
  { path: '/weather/report', ready: () => screen.findAllByRole('table', {}, SLOW) },
  { path: '/weather/climate', ready: () => screen.findAllByRole('table', {}, SLOW) },
  { path: '/weather/records', ready: () => screen.findAllByRole('table', {}, SLOW) },
  { path: '/weather/on-this-day', ready: () => screen.findAllByRole('table', {}, SLOW) },
  { path: '/about', ready: () => screen.findByText(station.description, {}, SLOW) },
  { path: '/contact', ready: () => screen.findAllByRole('textbox', {}, SLOW) },
  { path: '/status', ready: () => screen.findAllByText('Rütenbrock', { exact: false }, SLOW) },
  { path: '/news/3', ready: () => screen.findByRole('heading', { level: 1, name: post.name }, SLOW) },
  { path: '/login', ready: () => screen.findByLabelText(en.public.login.password, {}, SLOW) },
  { path: '/no-such-page', ready: () => screen.findByRole('heading', { level: 1 }, SLOW) },
  { path: '/embed/SSDP41000', ready: () => screen.findByText('21.5 °C', {}, SLOW) },
];

let requests: RecordedRequest[] = [];

beforeEach(async () => {
  requests = stubApi(API);
  await setLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('visible texts', () => {
  it.each(PAGES)(
    '$path shows only English catalogue texts and data in English',
    { timeout: 30_000 },
    async ({ path, ready }) => {
      renderApp(path);
      await ready();
      await waitFor(() => expect(document.body.textContent).not.toContain(en.public.common.loading));
      // Every API call the page made was planned: a fake 404 message would be text of its own.
      const unplanned = requests.filter(
        (request) => request.url.pathname.startsWith('/api/') && !(`GET ${request.url.pathname}` in API),
      );
      expect(unplanned.map((request) => request.url.pathname)).toEqual([]);
      expect(hardCodedTexts()).toEqual([]);
    },
  );

  it('tells a German word left in a component from catalogue texts and data', () => {
    document.body.innerHTML = `<p>${en.public.footer.socialLabel}</p><p>Rütenbrock 21.5 °C</p>
      <button aria-label="Schließen">×</button><p>Luftdruck</p><p>Gusty</p>`;
    expect(hardCodedTexts()).toEqual([
      'German in <p>: "Luftdruck" (left: Luftdruck)',
      'unknown in <p>: "Gusty" (left: Gusty)',
      'German in <button aria-label>: "Schließen" (left: Schließen)',
    ]);
    document.body.innerHTML = '';
  });
});
