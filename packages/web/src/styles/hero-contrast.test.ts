import { readFileSync } from 'node:fs';
import { accentPalette, DEFAULT_ACCENT } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';

// The home hero's colours as the stylesheet sets them (bootstrap.scss: $hero-top, $hero-bottom,
// $hero-text, $hero-muted), measured as WCAG 2 does: every text of the hero at least 4.5:1 against both
// stops of its gradient, so against every colour between them.

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const SCSS = read('./bootstrap.scss');

/** The value of a Sass variable of the stylesheet, following references to other variables ($blue). */
function variable(name: string, seen: string[] = []): string {
  const match = new RegExp(`^\\$${name}:\\s*([^;]+);`, 'm').exec(SCSS);
  if (match?.[1] === undefined) throw new Error(`$${name} is not set in bootstrap.scss`);
  const value = match[1].trim();
  if (!value.startsWith('$')) return value;
  const next = value.slice(1);
  if (seen.includes(next)) throw new Error(`$${name} refers to itself`);
  return variable(next, [...seen, name]);
}

/** '#1f5fa8' or '#fff' as [r, g, b] (0–255). */
function rgb(hex: string): [number, number, number] {
  const digits = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex)?.[1];
  if (digits === undefined) throw new Error(`not a hex colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((index) => Number.parseInt(full.slice(index, index + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the home hero', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#fff', '#000')).toBeCloseTo(21, 5);
    // Bootstrap's old hero: white at 75 % over its gradient's light top (the brand blue under 15 % white).
    expect(contrast('#cfdded', '#4177b5')).toBeLessThan(3.5);
  });

  it('has its text and its labels at 4.5:1 or more on both stops of its gradient', () => {
    const stops = [variable('hero-top'), variable('hero-bottom')];
    expect(stops).toEqual(['#1f5fa8', '#174a85']);
    for (const text of [variable('hero-text'), variable('hero-muted')]) {
      for (const stop of stops)
        expect(contrast(text, stop), `${text} on ${stop}`).toBeGreaterThanOrEqual(4.5);
    }
    // The top is the lighter stop: the gradient darkens downwards.
    expect(luminance(stops[0] ?? '')).toBeGreaterThan(luminance(stops[1] ?? ''));
  });

  it('uses those colours, the gradient and no dimming by opacity', () => {
    // Through the accent's custom properties, these colours their fallbacks (an owner's accent: below).
    expect(SCSS).toMatch(
      /\.home-hero \{\s*color: var\(--md-accent-text, #\{\$hero-text\}\);\s*background-color: var\(--md-accent-end, #\{\$hero-bottom\}\);\s*background-image: linear-gradient\(180deg, var\(--md-accent, #\{\$hero-top\}\), var\(--md-accent-end, #\{\$hero-bottom\}\)\)/,
    );
    expect(SCSS).toMatch(/\.home-hero-muted \{\s*color: var\(--md-accent-muted, #\{\$hero-muted\}\);/);
    for (const file of [
      '../features/home/components/now-panel.tsx',
      '../features/home/components/forecast-section.tsx',
    ]) {
      const source = read(file);
      expect(source, file).not.toMatch(/opacity-\d+|text-white-50|bg-gradient/);
    }
    expect(read('../features/home/components/forecast-section.tsx')).toContain('home-hero');
  });

  it("keeps every text at 4.5:1 on both stops with an owner's accent, white or black by its luminance", () => {
    expect(DEFAULT_ACCENT).toBe(variable('hero-top'));
    const accents = [
      '#2e7d32',
      '#ffeb3b',
      '#ff9800',
      '#00bcd4',
      '#e91e63',
      '#7a7a7a',
      '#6f6f6f',
      '#ffffff',
      '#000000',
      '#12355b',
    ];
    const texts: Record<string, string> = {};
    for (const accent of accents) {
      const palette = accentPalette(accent);
      expect(palette.accent).toBe(accent);
      for (const text of [palette.text, palette.muted]) {
        for (const stop of [palette.accent, palette.accentEnd])
          expect(contrast(text, stop), `${text} on ${stop} (accent ${accent})`).toBeGreaterThanOrEqual(4.5);
      }
      texts[accent] = palette.text;
    }
    // Dark accents keep white text, light ones take black: the grey #6f6f6f still white, #7a7a7a black.
    expect(texts).toMatchObject({
      '#2e7d32': '#ffffff',
      '#12355b': '#ffffff',
      '#6f6f6f': '#ffffff',
      '#7a7a7a': '#000000',
      '#ffeb3b': '#000000',
      '#00bcd4': '#000000',
    });
  });
});
