import { COMPASS_POINTS_16_EN, measureLabel } from '@meteodeck/weather';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEATHER_NETWORKS } from '../app/layouts/public-information.tsx';
import { setLanguage, withPageTexts } from '../lib/language.ts';
import { type RecordedRequest, stubApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import {
  API,
  current,
  forecast,
  observation,
  post,
  sensors,
  station,
  status,
} from '../test/visible-texts-api.ts';
import deAdmin from './de-admin.json' with { type: 'json' };
import dePublicCore from './de-public.json' with { type: 'json' };
import dePublicPages from './de-public-pages.json' with { type: 'json' };
import enAdmin from './en-admin.json' with { type: 'json' };
import enPublic from './en-public.json' with { type: 'json' };

const dePublic = withPageTexts(dePublicCore, dePublicPages);
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
