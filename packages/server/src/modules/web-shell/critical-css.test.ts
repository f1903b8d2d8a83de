import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCriticalCss, shellShape } from './critical-css.ts';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-1a2b.css">';
const page = (shell: string) =>
  `<!doctype html><html><head><title>t</title>\n    <script type="module" src="/assets/index-1a2b.js"></script>\n    ${LINK}\n  </head><body><div id="root">${shell}</div></body></html>`;

describe('critical styles of the home page shell', () => {
  let dist: string;
  const errors: unknown[] = [];
  const writeCss = (css: string) => writeFileSync(join(dist, 'assets', 'index-1a2b.css'), css);

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'meteodeck-critical-'));
    mkdirSync(join(dist, 'assets'));
    errors.length = 0;
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("inlines the rules the shell's markup matches, and moves the stylesheet to the end of the body", async () => {
    writeCss(
      '.hero{color:red}.unused-card{color:blue}@media (min-width:1200px){.hero{font-size:3rem}.other{margin:0}}' +
        '[data-bs-theme=dark] .hero{color:pink}[data-shell=stale] [data-shell-now]{visibility:hidden}',
    );
    const inline = createCriticalCss(dist, (error) => errors.push(error));
    const shell = '<section class="hero"><p data-shell-now>5,8 °C</p></section>';
    const html = await inline(page(shell), shell);
    const style = html.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? '';
    expect(style).toContain('.hero{color:red}');
    expect(style).toContain('@media (min-width:1200px){.hero{font-size:3rem}}');
    // Set on <html> by public/theme.js before the first paint, so kept although the markup lacks them.
    expect(style).toContain('[data-bs-theme=dark] .hero{color:pink}');
    expect(style).toContain('[data-shell=stale] [data-shell-now]{visibility:hidden}');
    expect(style).not.toContain('unused-card');
    expect(style).not.toContain('.other');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(html.indexOf(LINK)).toBeGreaterThan(html.indexOf('</div></body>') - LINK.length - 10);
    expect(html.indexOf(LINK)).toBeLessThan(html.indexOf('</body>'));
    expect(html).toContain(`<div id="root">${shell}</div>`);
    expect(errors).toEqual([]);
  });

  it('chooses once per shape of shell: new values reuse the styles, another shape chooses again', async () => {
    writeCss('.hero{color:red}.hero-forecast{color:green}');
    const inline = createCriticalCss(dist, (error) => errors.push(error));
    const first = '<section class="hero"><p>5,8 °C</p></section>';
    await inline(page(first), first);
    // A new build of the styles is not read for a shell of the same shape...
    writeCss('.hero{color:black}.hero-forecast{color:green}');
    const newValue = '<section class="hero"><p>6,1 °C</p></section>';
    expect(await inline(page(newValue), newValue)).toContain('.hero{color:red}');
    // ...but is for a shell of another shape (a new element appeared).
    const withForecast = '<section class="hero"><p>6,1 °C</p><p class="hero-forecast">Regen</p></section>';
    const html = await inline(page(withForecast), withForecast);
    expect(html).toContain('.hero{color:black}');
    expect(html).toContain('.hero-forecast{color:green}');
  });

  it('chooses again for a new build of the site, whose stylesheet has a new name', async () => {
    writeCss('.hero{color:red}');
    const inline = createCriticalCss(dist, (error) => errors.push(error));
    const shell = '<section class="hero"><p>5,8 °C</p></section>';
    await inline(page(shell), shell);
    writeFileSync(join(dist, 'assets', 'index-3c4d.css'), '.hero{color:navy}');
    const rebuilt = page(shell).replace('index-1a2b.css', 'index-3c4d.css');
    const html = await inline(rebuilt, shell);
    expect(html).toContain('.hero{color:navy}');
    expect(html).toContain('href="/assets/index-3c4d.css"');
  });

  it('answers the page as it came when the stylesheet is missing from the build', async () => {
    const inline = createCriticalCss(dist, (error) => errors.push(error));
    const shell = '<section class="hero"></section>';
    // No CSS file: Beasties finds nothing to inline, and the page keeps its render-blocking link.
    const html = await inline(page(shell), shell);
    expect(html).toBe(page(shell));
  });

  it('answers a page without a stylesheet link as it came', async () => {
    const inline = createCriticalCss(dist, (error) => errors.push(error));
    const bare =
      '<!doctype html><html><head></head><body><div id="root"><p class="x">1</p></div></body></html>';
    expect(await inline(bare, '<p class="x">1</p>')).toBe(bare);
  });

  it('keys the shape on elements, attribute names and classes, not on values', () => {
    expect(shellShape('<p class="a b" title="5,8">5,8</p>')).toBe(
      shellShape('<p title="6,1" class="b a">6,1</p>'),
    );
    expect(shellShape('<p class="a">1</p>')).not.toBe(shellShape('<p class="a c">1</p>'));
    expect(shellShape('<p class="a">1</p>')).not.toBe(shellShape('<span class="a">1</span>'));
    expect(shellShape('<p class="a">1</p>')).not.toBe(shellShape('<p class="a" hidden>1</p>'));
  });
});
