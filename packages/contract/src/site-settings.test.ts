import { describe, expect, it } from 'vitest';
import { accentPalette, checkSiteImage, contrastRatio, SITE_IMAGE_MAX_BYTES } from './site-brand.ts';
import { checkSiteSettingsBody, DEFAULT_SITE_SETTINGS, SITE_SETTINGS_MESSAGES } from './site-settings.ts';

const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>\n';

describe('checkSiteSettingsBody', () => {
  it('trims and keeps the texts, lowercases the accent, and changes only what the body names', () => {
    const result = checkSiteSettingsBody(
      { siteName: '  Wetter \t Rütenbrock ', accentColor: ' #2E7D32 ', aboutText: ' Zeile 1\r\nZeile 2 ' },
      DEFAULT_SITE_SETTINGS,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        changed: { siteName: 'Wetter Rütenbrock', accentColor: '#2e7d32', aboutText: 'Zeile 1\nZeile 2' },
        settings: {
          ...DEFAULT_SITE_SETTINGS,
          siteName: 'Wetter Rütenbrock',
          accentColor: '#2e7d32',
          aboutText: 'Zeile 1\nZeile 2',
        },
        images: {},
      },
    });
  });

  it('reports each problem at its field in French: a blank name, long texts, a colour that is no #RRGGBB', () => {
    const result = checkSiteSettingsBody(
      {
        siteName: ' ',
        tagline: 't'.repeat(141),
        copyrightHolder: '',
        aboutText: 'a'.repeat(2000),
        accentColor: '#12345',
      },
      DEFAULT_SITE_SETTINGS,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { propertyPath: 'siteName', message: 'Cette valeur ne doit pas être vide.' },
        {
          propertyPath: 'tagline',
          message: 'Cette chaîne est trop longue. Elle doit avoir au maximum 140 caractères.',
        },
        { propertyPath: 'accentColor', message: SITE_SETTINGS_MESSAGES.accentColor },
      ],
    });
    for (const colour of ['red', '#fff', '1f5fa8', '#1f5fa8ff', 'rgb(0,0,0)']) {
      expect(checkSiteSettingsBody({ accentColor: colour }, DEFAULT_SITE_SETTINGS).ok, colour).toBe(false);
    }
  });

  it('takes a PNG, SVG or WebP image, null to remove one, and reports type, size and content at its field', () => {
    const ok = checkSiteSettingsBody(
      { logo: { type: 'image/png', data: base64(PNG) }, favicon: null },
      DEFAULT_SITE_SETTINGS,
    );
    expect(ok.ok && ok.value.images).toEqual({ logo: { type: 'image/png', bytes: PNG }, favicon: null });
    const bad = checkSiteSettingsBody(
      { logo: { type: 'image/jpeg', data: base64(PNG) }, favicon: { type: 'image/webp', data: base64(PNG) } },
      DEFAULT_SITE_SETTINGS,
    );
    expect(bad).toEqual({
      ok: false,
      problems: [
        { propertyPath: 'logo', message: "L'image doit être un fichier PNG, SVG ou WebP." },
        { propertyPath: 'favicon', message: "Le fichier n'est pas une image PNG, SVG ou WebP lisible." },
      ],
    });
  });
});

describe('checkSiteImage', () => {
  it('knows each type by its bytes', () => {
    expect(checkSiteImage('image/png', base64(PNG))).toMatchObject({ ok: true, type: 'image/png' });
    expect(checkSiteImage('image/webp', base64(WEBP))).toMatchObject({ ok: true, type: 'image/webp' });
    expect(checkSiteImage('image/svg+xml', base64(SVG))).toMatchObject({ ok: true, type: 'image/svg+xml' });
    expect(checkSiteImage('image/svg+xml', base64('<html><body>no</body></html>'))).toEqual({
      ok: false,
      problem: 'content',
    });
    expect(checkSiteImage('image/png', base64(WEBP))).toEqual({ ok: false, problem: 'content' });
    expect(checkSiteImage('image/png', '%%%not base64')).toEqual({ ok: false, problem: 'content' });
    expect(checkSiteImage('image/png', '')).toEqual({ ok: false, problem: 'content' });
    expect(checkSiteImage('text/html', base64(SVG))).toEqual({ ok: false, problem: 'type' });
  });

  it('takes 256 KB and not a byte more', () => {
    const at = new Uint8Array(SITE_IMAGE_MAX_BYTES);
    at.set(PNG);
    expect(checkSiteImage('image/png', base64(at)).ok).toBe(true);
    const over = new Uint8Array(SITE_IMAGE_MAX_BYTES + 1);
    over.set(PNG);
    expect(checkSiteImage('image/png', base64(over))).toEqual({ ok: false, problem: 'size' });
    expect(checkSiteImage('image/png', 'A'.repeat(2_000_000))).toEqual({ ok: false, problem: 'size' });
  });
});

describe('accentPalette', () => {
  it("keeps the product's blue for no accent, and measures as WCAG does", () => {
    expect(accentPalette('').accent).toBe('#1f5fa8');
    expect(accentPalette('not a colour').text).toBe('#ffffff');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('keeps every text at 4.5:1 or more on both stops, for every grey and a spread of hues', () => {
    const colours: string[] = [];
    for (let level = 0; level < 256; level += 5) {
      const hex = level.toString(16).padStart(2, '0');
      colours.push(
        `#${hex}${hex}${hex}`,
        `#${hex}0000`,
        `#00${hex}00`,
        `#0000${hex}`,
        `#ff${hex}00`,
        `#00${hex}ff`,
      );
    }
    for (const colour of colours) {
      const palette = accentPalette(colour);
      for (const text of [palette.text, palette.muted]) {
        for (const stop of [palette.accent, palette.accentEnd]) {
          expect(contrastRatio(text, stop), `${text} on ${stop} (${colour})`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
