import { AQI_LABELS, aqiLabel, fahrenheitToCelsius } from '@meteodeck/weather';

/**
 * Colour by value where meteorologists use it: a background colour for a value and the text colour that
 * reads on it. Pure functions of the value, so a page renders the same colours on the server and in the
 * browser.
 *
 * - Temperature: a blue–red diverging scale, ColorBrewer's RdYlBu in eleven classes (Cynthia Brewer,
 *   colorbrewer2.org), reversed so that cold is blue, its stops spread evenly over −20 … +40 °C (one every
 *   6 °C) and interpolated in between; colder than −20 °C takes the first stop, warmer than +40 °C the last.
 *   A value in °F is converted to °C first.
 * - Air quality (PM2.5 AQI): the US EPA's colours of its six bands (AirNow, "AQI Basics"; Technical
 *   Assistance Document EPA-454/B-24-002, table 2), banded as the project bands the index (weather
 *   aqiLabel: up to 50, 100, 150, 200, 300, above).
 * - UV index: the WHO's colours of its exposure categories (WHO, "Global Solar UV Index: a practical
 *   guide", 2002), on the index rounded to a whole number as the WHO reports it.
 *
 * The text is black or white, whichever contrasts more with the background: one of the two always reaches
 * √21 ≈ 4.58:1 (WCAG 2), so every coloured value is readable.
 */

export interface ValueColour {
  /** The background, '#rrggbb'. */
  background: string;
  /** The text on it: black or white, '#rrggbb'. */
  text: string;
}

/** ColorBrewer RdYlBu (11 classes), cold to warm. */
export const TEMPERATURE_STOPS: readonly { celsius: number; colour: string }[] = [
  { celsius: -20, colour: '#313695' },
  { celsius: -14, colour: '#4575b4' },
  { celsius: -8, colour: '#74add1' },
  { celsius: -2, colour: '#abd9e9' },
  { celsius: 4, colour: '#e0f3f8' },
  { celsius: 10, colour: '#ffffbf' },
  { celsius: 16, colour: '#fee090' },
  { celsius: 22, colour: '#fdae61' },
  { celsius: 28, colour: '#f46d43' },
  { celsius: 34, colour: '#d73027' },
  { celsius: 40, colour: '#a50026' },
];

/** US EPA AQI colours, in the order of the project's bands (weather AQI_LABELS: good to hazardous). */
export const AQI_COLOURS: readonly string[] = [
  '#00e400', // Good, 0–50
  '#ffff00', // Moderate, 51–100
  '#ff7e00', // Unhealthy for sensitive groups, 101–150
  '#ff0000', // Unhealthy, 151–200
  '#8f3f97', // Very unhealthy, 201–300
  '#7e0023', // Hazardous, 301 and above
];

/** WHO UV index colours: the lowest index of each category and its colour. */
export const UV_COLOURS: readonly { from: number; colour: string }[] = [
  { from: 0, colour: '#289500' }, // low, 0–2
  { from: 3, colour: '#f7e400' }, // moderate, 3–5
  { from: 6, colour: '#f85900' }, // high, 6–7
  { from: 8, colour: '#d8001d' }, // very high, 8–10
  { from: 11, colour: '#6b49c8' }, // extreme, 11+
];

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

function hex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of '#rrggbb'. */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = channels(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The background with black or white text, whichever contrasts more. */
export function onBackground(background: string): ValueColour {
  const text =
    contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
  return { background, text };
}

/** The colour of a temperature in °C or °F on the blue–red scale; null for a missing value. */
export function temperatureColour(value: number | null | undefined, unit: string): ValueColour | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const celsius = unit === '°F' ? fahrenheitToCelsius(value) : value;
  const first = TEMPERATURE_STOPS[0] as { celsius: number; colour: string };
  const last = TEMPERATURE_STOPS[TEMPERATURE_STOPS.length - 1] as { celsius: number; colour: string };
  if (celsius <= first.celsius) return onBackground(first.colour);
  if (celsius >= last.celsius) return onBackground(last.colour);
  const upper = TEMPERATURE_STOPS.findIndex((stop) => stop.celsius >= celsius);
  const high = TEMPERATURE_STOPS[upper] as { celsius: number; colour: string };
  const low = TEMPERATURE_STOPS[upper - 1] as { celsius: number; colour: string };
  const share = (celsius - low.celsius) / (high.celsius - low.celsius);
  const [from, to] = [channels(low.colour), channels(high.colour)];
  return onBackground(hex(from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * share)));
}

/** The EPA colour of an AQI's band; null for a missing value. */
export function aqiColour(aqi: number | null | undefined): ValueColour | null {
  if (aqi === null || aqi === undefined || !Number.isFinite(aqi) || aqi < 0) return null;
  return onBackground(AQI_COLOURS[AQI_LABELS.indexOf(aqiLabel(aqi))] ?? '#7e0023');
}

/** The WHO colour of a UV index's category; null for a missing value. */
export function uvColour(uv: number | null | undefined): ValueColour | null {
  if (uv === null || uv === undefined || !Number.isFinite(uv) || uv < 0) return null;
  const index = Math.round(uv);
  const band = UV_COLOURS.findLast((category) => index >= category.from) ?? UV_COLOURS[0];
  return onBackground((band as { colour: string }).colour);
}
