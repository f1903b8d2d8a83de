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
  CONDITION_ICONS,
  compassPointIndex16,
  roundTo,
  UNIT_DISPLAY_DECIMALS,
  type UnitSymbol,
} from '@meteodeck/weather';

/** The German texts the shell shows, by their catalogue key (locales/de-public.json). */
export const SHELL_TEXTS = {
  'routes.home': 'Wetter aktuell',
  'forecast.searchLabel': 'Ortssuche',
  'forecast.addressLabel': 'Adresse oder Ort',
  'forecast.addressPlaceholder': 'Vorhersage für einen Ort',
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
  'home.now.gust': 'Böen',
  'home.now.humidity': 'Luftfeuchte',
  'home.now.pressure': 'Luftdruck',
  'home.now.condition.rain': 'Regen',
  'home.now.condition.clear': 'Sonnig',
  'home.now.condition.partlyCloudy': 'Teils bewölkt',
  'home.now.condition.cloudy': 'Bewölkt',
  'home.now.condition.dry': 'Trocken',
  'home.now.condition.windy': 'Windig',
  'home.now.condition.withWind': '{{condition}}, windig',
  'weather.updatedAt': 'Stand: {{time}}',
  'weather.inThreeHours': 'in 3 h',
  'weather.pressureTendency.steady': 'gleichbleibend',
  'weather.pressureTendency.risingSlowly': 'leicht steigend',
  'weather.pressureTendency.rising': 'steigend',
  'weather.pressureTendency.risingQuickly': 'rasch steigend',
  'weather.pressureTendency.risingVeryRapidly': 'sehr rasch steigend',
  'weather.pressureTendency.fallingSlowly': 'leicht fallend',
  'weather.pressureTendency.falling': 'fallend',
  'weather.pressureTendency.fallingQuickly': 'rasch fallend',
  'weather.pressureTendency.fallingVeryRapidly': 'sehr rasch fallend',
  'common.ago.seconds': 'vor {{count}} s',
  'common.ago.minutes': 'vor {{count}} min',
  'common.ago.hours': 'vor {{count}} h',
  'common.ago.days_one': 'vor {{count}} Tag',
  'common.ago.days_other': 'vor {{count}} Tagen',
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

/** A variation with its sign and `decimals` decimals, one by default ('+1,2', '−0,4', '±0,0'). */
function formatVariation(value: number, decimals = 1): string {
  const rounded = roundTo(value, decimals);
  const digits = Math.abs(rounded).toFixed(decimals).replace('.', ',');
  if (rounded === 0) return `±${digits}`;
  return `${rounded > 0 ? '+' : MINUS}${digits}`;
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

function fact(label: string, valueHtml: string): string {
  return `<div class="col"><dt class="small fw-normal home-hero-muted">${escapeHtml(label)}</dt><dd class="mb-0 fw-semibold">${valueHtml}</dd></div>`;
}

function conditionLine(condition: CurrentData['condition']): string {
  if (condition === null) return '';
  const word = text(`home.now.condition.${condition.kind}`);
  const icon = CONDITION_ICONS[condition.kind];
  return [
    '<p class="d-flex align-items-center gap-2 fs-5 fw-semibold mb-1" data-testid="now-condition">',
    icon === null ? '' : `<img src="${icon}" alt="" width="40" height="40">`,
    `<span>${escapeHtml(condition.windy && condition.kind !== 'windy' ? text('home.now.condition.withWind', { condition: word }) : word)}</span></p>`,
  ].join('');
}

/** The pressure with its 3-hour tendency under it, as now-panel.tsx writes it. */
function pressureFact(current: CurrentData): string {
  const { unit, pressureTendency: tendency } = current;
  const value = escapeHtml(formatMeasure(current.relativePressure, unit.pressureUnit));
  if (tendency === null) return fact(text('home.now.pressure'), value);
  const arrow = tendency.startsWith('rising')
    ? TREND_ARROWS.rising
    : tendency.startsWith('falling')
      ? TREND_ARROWS.falling
      : TREND_ARROWS.steady;
  const change3h = current.relativePressureChange3h;
  const change =
    change3h === null
      ? MISSING
      : formatVariation(change3h, Math.max(1, UNIT_DISPLAY_DECIMALS[unit.pressureUnit]));
  const words = `${text(`weather.pressureTendency.${tendency}`)}, ${change} ${unit.pressureUnit} ${text('weather.inThreeHours')}`;
  return fact(
    text('home.now.pressure'),
    `${value}<span class="d-block small fw-normal" data-testid="now-pressure-tendency"><span aria-hidden="true">${arrow}</span> ${escapeHtml(words)}</span>`,
  );
}

/**
 * Where the data's age goes: filled in for each visitor when the page is sent ({@link fillShellAge}), since
 * the shell itself is kept until the station's next reading.
 */
export const AGE_SLOT = '<!--now-age-->';

/** 'vor 12 s', 'vor 3 min', 'vor 2 h', 'vor 1 Tag' (common.ago): the age in its largest whole unit. */
function ageText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return text('common.ago.seconds', { count: String(whole) });
  if (whole < 3600) return text('common.ago.minutes', { count: String(Math.floor(whole / 60)) });
  if (whole < 86_400) return text('common.ago.hours', { count: String(Math.floor(whole / 3600)) });
  const days = Math.floor(whole / 86_400);
  return text(days === 1 ? 'common.ago.days_one' : 'common.ago.days_other', { count: String(days) });
}

/** The shell's HTML with the age of its reading at `nowMs` ('Stand: vor 12 s'). */
export function fillShellAge(html: string, current: CurrentData | null, nowMs: number): string {
  if (current === null) return html;
  const age = text('weather.updatedAt', {
    time: ageText((nowMs - Date.parse(current.receivedAt)) / 1000),
  });
  return html.replace(AGE_SLOT, () => escapeHtml(age));
}

/**
 * The 'now' panel (now-panel.tsx) of a station: its name, the data's age (left as {@link AGE_SLOT}), the
 * condition, the temperature with trend and feel, the facts.
 */
export function renderNowPanel(
  name: string,
  current: CurrentData | null,
  daily: DailyHistory | null,
): string {
  const heading = `<p class="h4 fw-normal mb-0">${escapeHtml(name)}</p>`;
  // data-shell-now: hidden for a visitor who chose another station or units (web public/theme.js).
  const open = '<div class="mb-3" data-shell-now>';
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
  const plain = (label: string, value: string) => fact(label, escapeHtml(value));
  return [
    `${open}${heading}`,
    `<p class="small home-hero-muted mb-2"><time datetime="${escapeHtml(current.receivedAt)}" data-testid="now-age">${AGE_SLOT}</time></p>`,
    '<div aria-live="polite">',
    conditionLine(current.condition),
    '<p class="d-flex flex-wrap align-items-baseline column-gap-3 row-gap-1 mb-2">',
    `<span class="display-3 fw-semibold lh-1" data-testid="now-temperature">${escapeHtml(formatMeasure(current.temperature, unit.temperatureUnit))}</span>`,
    trend,
    `<span class="fs-5">${escapeHtml(text('home.now.feelsLike', { value: formatMeasure(feelsLike(current), unit.temperatureUnit) }))}</span>`,
    '</p><dl class="row row-cols-2 row-cols-md-4 g-2 mb-0" data-testid="now-facts">',
    plain(
      text('home.now.wind'),
      windDirection === ''
        ? windSpeed
        : text('home.now.windFrom', { speed: windSpeed, direction: windDirection }),
    ),
    plain(text('home.now.gust'), formatMeasure(current.windGust, unit.speedUnit)),
    plain(text('home.now.humidity'), formatMeasure(current.humidity, unit.humidityUnit)),
    pressureFact(current),
    plain(text('home.now.rainToday'), formatMeasure(current.rainDaily, unit.rainUnit)),
    max === null ? '' : plain(text('home.now.max'), max),
    min === null ? '' : plain(text('home.now.min'), min),
    '</dl></div></div>',
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
    `<div class="col-lg-8 px-0"><form role="search" aria-label="${escapeHtml(text('forecast.searchLabel'))}">`,
    `<label class="visually-hidden" for="shell-address">${escapeHtml(text('forecast.addressLabel'))}</label>`,
    '<div class="input-group">',
    `<input id="shell-address" type="search" placeholder="${escapeHtml(text('forecast.addressPlaceholder'))}" autocomplete="address-level2" maxlength="200" class="form-control" value="">`,
    `<button type="submit" class="btn btn-light">${escapeHtml(text('forecast.search'))}</button>`,
    '</div></form></div>',
    '</div></main></div>',
  ].join('');
}
