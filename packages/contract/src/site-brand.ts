/**
 * The owner's brand on the site (site settings `accentColor`, `logo`, `favicon`): the colours derived from
 * the accent, measured as WCAG 2 does so every text on the accent reads at 4.5:1 at least, and the checks of
 * an uploaded image. Shared by the server (the page's head, the web manifest) and the web app (the same
 * colours once the owner saves a new accent).
 */

/** The product's own blue (web styles/bootstrap.scss `$blue`): the accent of a site that set none. */
export const DEFAULT_ACCENT = '#1f5fa8';

/** WCAG's minimum contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** '#1f5fa8' or '#fff' as [r, g, b] (0–255); undefined when it is no hex colour. */
export function hexRgb(hex: string): [number, number, number] | undefined {
  const digits = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex)?.[1];
  if (digits === undefined) return undefined;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((index) => Number.parseInt(full.slice(index, index + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `a` mixed into `b` (Sass's mix(a, b, weight)). */
function mix(a: string, b: string, weight: number): string {
  const [x, y] = [hexRgb(a) ?? [0, 0, 0], hexRgb(b) ?? [0, 0, 0]];
  return toHex(x.map((channel, index) => channel * weight + (y[index] ?? 0) * (1 - weight)));
}

/** WCAG 2 relative luminance of a hex colour (0 black to 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = (hexRgb(hex) ?? [0, 0, 0]).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colours the pages take from an accent (CSS custom properties `--md-accent` and the others). */
export interface AccentPalette {
  /** The accent: the hero's top, the primary buttons, the navbar's rule. */
  accent: string;
  /** The hero's bottom stop: the accent darkened under white text, lightened under black text. */
  accentEnd: string;
  /** The text on the accent: white when it reads at 4.5:1 on it, else black (which then reads at more than 4.6:1). */
  text: string;
  /** The hero's labels: a tint of the text towards the accent, at 4.5:1 or more on both stops. */
  muted: string;
  /** A primary button hovered and pressed: the accent shaded as Bootstrap shades it (15 %, 20 %). */
  hover: string;
  active: string;
}

/**
 * The colours of `accent` (a '#rrggbb' colour; anything else counts as the product's blue). Every text
 * colour of the palette reads at {@link MIN_TEXT_CONTRAST} or more on `accent` and on `accentEnd`.
 */
export function accentPalette(accent: string): AccentPalette {
  const base = hexRgb(accent) === undefined ? DEFAULT_ACCENT : accent.toLowerCase();
  const whiteText = contrastRatio('#ffffff', base) >= MIN_TEXT_CONTRAST;
  const text = whiteText ? '#ffffff' : '#000000';
  // Away from the text: darker under white, lighter under black, so the second stop only gains contrast.
  const accentEnd = mix(base, whiteText ? '#000000' : '#ffffff', whiteText ? 0.75 : 0.8);
  // The palest tint that still reads on both stops (a tint of 0 is the text itself, which always does).
  let muted = text;
  for (const share of [0.25, 0.2, 0.15, 0.1, 0.05]) {
    const tint = mix(base, text, share);
    if (Math.min(contrastRatio(tint, base), contrastRatio(tint, accentEnd)) >= MIN_TEXT_CONTRAST) {
      muted = tint;
      break;
    }
  }
  const shade = whiteText ? '#000000' : '#ffffff';
  return {
    accent: base,
    accentEnd,
    text,
    muted,
    hover: mix(shade, base, 0.15),
    active: mix(shade, base, 0.2),
  };
}

/** The palette as CSS custom properties on :root (the page's head, and the web app after a change). */
export function accentCustomProperties(accent: string): Record<string, string> {
  const palette = accentPalette(accent);
  return {
    '--md-accent': palette.accent,
    '--md-accent-end': palette.accentEnd,
    '--md-accent-text': palette.text,
    '--md-accent-muted': palette.muted,
    '--md-accent-hover': palette.hover,
    '--md-accent-active': palette.active,
  };
}

/** The image types a logo or favicon may be: PNG, SVG, WebP. */
export const SITE_IMAGE_TYPES = ['image/png', 'image/svg+xml', 'image/webp'] as const;
export type SiteImageType = (typeof SITE_IMAGE_TYPES)[number];

/** Largest logo or favicon (bytes): a brand mark, not a photograph. */
export const SITE_IMAGE_MAX_BYTES = 256 * 1024;

/** Why an uploaded image was refused, or the image's bytes. */
export type SiteImageCheck =
  | { ok: true; type: SiteImageType; bytes: Uint8Array }
  | { ok: false; problem: 'type' | 'size' | 'content' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  return expected.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Whether `bytes` are what `type` says: PNG's signature, WebP's RIFF header, an SVG document's root element. */
function looksLike(type: SiteImageType, bytes: Uint8Array): boolean {
  if (type === 'image/png') return startsWith(bytes, PNG_SIGNATURE);
  if (type === 'image/webp') return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return /<svg[\s>]/i.test(text) && /<\/svg>\s*$/i.test(text.trim());
}

/**
 * Checks an uploaded image: one of {@link SITE_IMAGE_TYPES}, at most {@link SITE_IMAGE_MAX_BYTES}, its
 * bytes (base64 in `data`) what its type says. An SVG may still carry script: the server serves it inert.
 */
export function checkSiteImage(type: string, data: string): SiteImageCheck {
  const known = SITE_IMAGE_TYPES.find((allowed) => allowed === type);
  if (known === undefined) return { ok: false, problem: 'type' };
  // Told before decoding: 4 base64 characters carry 3 bytes.
  if (data.length > Math.ceil(SITE_IMAGE_MAX_BYTES / 3) * 4 + 4) return { ok: false, problem: 'size' };
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    return { ok: false, problem: 'content' };
  }
  if (binary.length > SITE_IMAGE_MAX_BYTES) return { ok: false, problem: 'size' };
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  if (bytes.length === 0 || !looksLike(known, bytes)) return { ok: false, problem: 'content' };
  return { ok: true, type: known, bytes };
}
