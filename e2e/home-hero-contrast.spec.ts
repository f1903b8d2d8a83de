import { expect, type Page, test } from '@playwright/test';
import { feedDay } from './fixtures/feed.ts';

// The home hero's contrast: every text and control on its gradient reads at 4.5:1 at least, in the light and
// the dark theme, as the browser paints it (styles/hero-contrast.test.ts computes the same from the Sass
// values). The seeded station SSDP41000 is fed through the real JSON ingestion door, so the hero shows values.

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

/**
 * The WCAG contrast of every text of the home hero as the browser paints it: a text on the hero's own
 * gradient against each of its colour stops, a text on a control's own background (the search button,
 * the field and its placeholder) against that; with any opacity on the way multiplied in. The lowest per text.
 */
function heroContrasts(page: Page): Promise<{ text: string; ratio: number; on: string }[]> {
  return page.locator('main .home-hero').evaluate((hero) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba[] =>
      [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, a = 1] = (match[1] ?? '')
          .split(/[ ,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const stops = parse(getComputedStyle(hero).backgroundImage);
    /** The backgrounds behind `element`: its nearest own opaque one, else the hero's gradient stops. */
    const backgrounds = (element: Element): { colours: Rgba[]; on: string } => {
      for (let node: Element | null = element; node !== null && node !== hero; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor)[0];
        if (colour !== undefined && colour[3] > 0)
          return { colours: [colour], on: node.tagName.toLowerCase() };
      }
      return { colours: stops, on: 'gradient' };
    };
    const opacity = (element: Element) => {
      let product = 1;
      for (
        let node: Element | null = element;
        node !== null && node !== hero.parentElement;
        node = node.parentElement
      )
        product *= Number(getComputedStyle(node).opacity);
      return product;
    };
    const results: { text: string; ratio: number; on: string }[] = [];
    const measure = (element: Element, text: string, colourCss: string) => {
      const { colours, on } = backgrounds(element);
      const [r, g, b, a] = parse(colourCss)[0] ?? [0, 0, 0, 1];
      const colour: Rgba = [r, g, b, a * opacity(element)];
      const lowest = Math.min(...colours.map((background) => ratio(over(colour, background), background)));
      results.push({ text, ratio: Math.round(lowest * 100) / 100, on });
    };
    for (const element of [hero, ...hero.querySelectorAll('*')]) {
      if (element.checkVisibility() === false) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own !== '') measure(element, own, getComputedStyle(element).color);
      if (element instanceof HTMLInputElement && element.placeholder !== '')
        measure(element, element.placeholder, getComputedStyle(element, '::placeholder').color);
    }
    return results;
  });
}

test('every text and control of the home hero is at least 4.5:1 on its gradient, light and dark', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('region', { name: /^Vorhersage/ })).toBeVisible();
    await expect(page.locator('main .home-hero').getByText('Wind', { exact: true })).toBeVisible();
    const contrasts = await heroContrasts(page);
    // The labels on the gradient, the search field's label, placeholder and button are all measured.
    expect(contrasts.map(({ text }) => text)).toEqual(
      expect.arrayContaining(['Wetter aktuell', 'Wind', 'Adresse oder Ort', 'Suchen']),
    );
    expect(contrasts.filter(({ on }) => on === 'gradient').length).toBeGreaterThan(5);
    expect(
      contrasts.filter(({ ratio }) => ratio < 4.5),
      colorScheme,
    ).toEqual([]);
  }
});
