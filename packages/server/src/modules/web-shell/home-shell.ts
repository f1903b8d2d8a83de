/**
 * The first screen of the home page as HTML (speed on a phone): the header's brand and the hero
 * with the station's weather now, filled into index.html for GET / so that a phone paints the real values
 * before the JavaScript arrives. React then replaces it with the same markup (packages/web/src/main.tsx),
 * so the page does not jump: this file mirrors the public layout's header (app/layouts/public-header.tsx),
 * the hero of features/home/components/forecast-section.tsx and features/home/components/now-panel.tsx, with
 * the German texts of packages/web/src/locales/de-public.json (a test keeps them equal) and the site's number
 * formatting (decimal comma, the unit's decimals: lib/format/number-format.ts).
 */
import type { CurrentData, DailyHistory, WeatherStation } from '@meteodeck/contract';
import {
  COMPASS_POINTS_16_DE,
  compassPointIndex16,
  roundTo,
  UNIT_DISPLAY_DECIMALS,
  type UnitSymbol,
} from '@meteodeck/weather';

/** The German texts the shell shows, by their catalogue key (locales/de-public.json). */
export const SHELL_TEXTS = {
  'routes.home': 'Wetter aktuell',
  'forecast.heroText':
    'Das Wetter an unserer Station – oder suchen Sie die Vorhersage für einen anderen Ort.',
  'forecast.searchLabel': 'Ortssuche',
  'forecast.addressLabel': 'Adresse oder Ort',
  'forecast.addressPlaceholder': 'z. B. Rütenbrock, DE',
  'forecast.search': 'Suchen',
  'weather.noData': 'Derzeit keine Daten',
  'home.now.wind': 'Wind',
  'home.now.windFrom': '{{speed}} aus {{direction}}',
  'home.now.rainToday': 'Regen heute',
  'home.now.max': 'Höchstwert heute',
  'home.now.min': 'Tiefstwert heute',
  'home.now.at': '{{value}} um {{time}}',
  'home.now.trend': '{{value}} in 1 h',
  'home.now.feelsLike': 'gefühlt {{value}}',
  'home.now.rising': 'steigend',
  'home.now.falling': 'fallend',
  'home.now.steady': 'gleichbleibend',
} as const;

type TextKey = keyof typeof SHELL_TEXTS;

function text(key: TextKey, values: Record<string, string> = {}): string {
  return SHELL_TEXTS[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const MISSING = '-';
/** The minus sign of a shown negative number (U+2212), as the web's number formatter writes it. */
const MINUS = '\u2212';

/** `text` of a number with its leading hyphen-minus written as the minus sign. */
function withMinus(text: string): string {
  return text.startsWith('-') ? `${MINUS}${text.slice(1)}` : text;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A measure with its unit's decimals and the decimal comma ('14,2 °C', '−3,2 °C'), or '-' when missing. */
export function formatMeasure(value: number | null | undefined, unit: UnitSymbol): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const decimals = UNIT_DISPLAY_DECIMALS[unit];
  return `${withMinus(roundTo(value, decimals).toFixed(decimals)).replace('.', ',')} ${unit}`;
}

/** A one-hour variation with its sign and one decimal ('+1,2', '−0,4', '±0,0'). */
function formatVariation(value: number): string {
  const rounded = roundTo(value, 1);
  if (rounded === 0) return '±0,0';
  return `${rounded > 0 ? '+' : MINUS}${Math.abs(rounded).toFixed(1).replace('.', ',')}`;
}

function formatTime(iso: string | null, timeZone: string): string {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(ms)) return MISSING;
  const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  try {
    return new Intl.DateTimeFormat('de-DE', { ...options, timeZone }).format(ms);
  } catch {
    return new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'UTC' }).format(ms);
  }
}

/** Below this the wind chill, above that the heat index tells how the air feels (°C), as now-summary.ts. */
const WIND_CHILL_BELOW_C = 10;
const HEAT_INDEX_FROM_C = 27;

function feelsLike(current: CurrentData): number | null {
  const { temperature, windChill, heatIndex, unit } = current;
  if (temperature === null) return null;
  const air = unit.temperatureUnit === '°F' ? ((temperature - 32) * 5) / 9 : temperature;
  if (air <= WIND_CHILL_BELOW_C && windChill !== null && windChill < temperature) return windChill;
  if (air >= HEAT_INDEX_FROM_C && heatIndex !== null && heatIndex > temperature) return heatIndex;
  return temperature;
}

const TREND_ARROWS = { rising: '↗', falling: '↘', steady: '→' } as const;

function extreme(daily: DailyHistory | null, which: 'min' | 'max', current: CurrentData): string | null {
  if (daily === null || JSON.stringify(daily.unit) !== JSON.stringify(current.unit)) return null;
  const value = daily[`${which}Temperature`];
  if (value === null) return null;
  return text('home.now.at', {
    value: formatMeasure(value, current.unit.temperatureUnit),
    time: formatTime(daily[`${which}TemperatureReceivedAt`], current.weatherStation.timezone),
  });
}

function fact(label: string, value: string): string {
  return `<div><dt class="small fw-normal home-hero-muted">${escapeHtml(label)}</dt><dd class="mb-0 fw-semibold">${escapeHtml(value)}</dd></div>`;
}

/** The 'now' panel (now-panel.tsx) of a station: its name, the temperature with trend and feel, the facts. */
export function renderNowPanel(
  name: string,
  current: CurrentData | null,
  daily: DailyHistory | null,
): string {
  const heading = `<p class="h4 fw-normal mb-1">${escapeHtml(name)}</p>`;
  // data-shell-now: hidden for a visitor who chose another station or units (web public/theme.js).
  const open = '<div class="mb-3" aria-live="polite" data-shell-now>';
  if (current === null) {
    return `${open}${heading}<p class="mb-0">${escapeHtml(text('weather.noData'))}</p></div>`;
  }
  const { unit } = current;
  const variation = current.temperatureVariation;
  const rounded = variation === null ? null : roundTo(variation, 1);
  const direction = rounded === null ? null : rounded > 0 ? 'rising' : rounded < 0 ? 'falling' : 'steady';
  const trend =
    direction === null || variation === null
      ? ''
      : `<span class="fs-5"><span aria-hidden="true">${TREND_ARROWS[direction]}</span> <span class="visually-hidden">${escapeHtml(text(`home.now.${direction}`))}</span>${escapeHtml(text('home.now.trend', { value: `${formatVariation(variation)} ${unit.temperatureUnit}` }))}</span>`;
  const speed = current.windSpeedAvg ?? current.windSpeed;
  const degrees = current.windDirectionAvg ?? current.windDirection;
  const windSpeed = formatMeasure(speed, unit.speedUnit);
  const windDirection =
    degrees === null || speed === null || speed === 0
      ? ''
      : (COMPASS_POINTS_16_DE[compassPointIndex16(degrees)] ?? '');
  const max = extreme(daily, 'max', current);
  const min = extreme(daily, 'min', current);
  return [
    `${open}${heading}`,
    '<p class="d-flex flex-wrap align-items-baseline column-gap-3 row-gap-1 mb-2">',
    `<span class="display-3 fw-semibold lh-1" data-testid="now-temperature">${escapeHtml(formatMeasure(current.temperature, unit.temperatureUnit))}</span>`,
    trend,
    `<span class="fs-5">${escapeHtml(text('home.now.feelsLike', { value: formatMeasure(feelsLike(current), unit.temperatureUnit) }))}</span>`,
    '</p><dl class="d-flex flex-wrap column-gap-4 row-gap-1 mb-0">',
    fact(
      text('home.now.wind'),
      windDirection === ''
        ? windSpeed
        : text('home.now.windFrom', { speed: windSpeed, direction: windDirection }),
    ),
    fact(text('home.now.rainToday'), formatMeasure(current.rainDaily, unit.rainUnit)),
    max === null ? '' : fact(text('home.now.max'), max),
    min === null ? '' : fact(text('home.now.min'), min),
    '</dl></div>',
  ].join('');
}

/** The station's name as the home page writes it: 'name · city', or the name alone when both are one. */
export function stationTitle(station: Pick<WeatherStation, 'name' | 'city'>): string {
  return station.name === station.city ? station.name : `${station.name} · ${station.city}`;
}

/** The header's brand: the site's name and its logo (the product's mark without one), as the site settings say. */
export interface ShellBrand {
  name: string;
  logoUrl: string | null;
}

/** The product's mark (the web app's public/favicon.svg), the brand's image on a site without a logo. */
export const PRODUCT_MARK = '/favicon.svg';

/** The header's brand link (app/layouts/public-header.tsx with components/brand-logo.tsx). */
export function renderBrand(brand: ShellBrand): string {
  return `<a class="navbar-brand" href="/"><img src="${escapeHtml(brand.logoUrl ?? PRODUCT_MARK)}" alt="" aria-hidden="true" height="28" class="me-2 align-text-bottom rounded brand-logo">${escapeHtml(brand.name)}</a>`;
}

/**
 * The public layout's frame (header with the brand) around the home hero: what the visitor sees first. The
 * search form is the hero's own; before the JavaScript takes over it submits nowhere else than the page.
 */
export function renderHomeShell(
  station: WeatherStation,
  current: CurrentData | null,
  daily: DailyHistory | null,
  brand: ShellBrand,
) {
  return [
    '<div class="d-flex flex-column min-vh-100">',
    '<header><nav class="navbar navbar-expand-xl bg-dark" data-bs-theme="dark"><div class="container">',
    renderBrand(brand),
    '</div></nav></header>',
    '<main id="main-content" class="container py-4 flex-grow-1">',
    '<div class="p-3 p-md-4 mb-4 rounded-3 home-hero shadow-sm" data-bs-theme="light">',
    `<h1 class="h6 text-uppercase home-hero-muted mb-1">${escapeHtml(text('routes.home'))}</h1>`,
    renderNowPanel(stationTitle(station), current, daily),
    `<p class="small home-hero-muted mb-2">${escapeHtml(text('forecast.heroText'))}</p>`,
    `<div class="col-lg-8 px-0"><form role="search" aria-label="${escapeHtml(text('forecast.searchLabel'))}">`,
    `<label class="fw-semibold form-label" for="shell-address">${escapeHtml(text('forecast.addressLabel'))}</label>`,
    '<div class="input-group">',
    `<input id="shell-address" type="search" placeholder="${escapeHtml(text('forecast.addressPlaceholder'))}" autocomplete="address-level2" maxlength="200" class="form-control" value="">`,
    `<button type="submit" class="btn btn-light">${escapeHtml(text('forecast.search'))}</button>`,
    '</div></form></div>',
    '</div></main></div>',
  ].join('');
}
