import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { feedDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';

// The embeddable card: /embed/{reference} alone, and framed by a page of another origin, as a
// club's or a town's website would.
const SCREENSHOTS = 'e2e/artifacts/screenshots';

test.beforeAll(async ({ request }) => {
  await feedDay(request);
});

test('the card shows the station now in a small box, without header or footer, and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 340, height: 250 });
  await page.goto('/embed/SSDP41000');
  const card = page.getByRole('main');
  await expect(card.getByRole('heading', { name: /^Rütenbrock/ })).toBeVisible();
  await expect(card.getByText(/^-?\d+,\d °C$/).first()).toBeVisible();
  await expect(card.getByText(/^Stand: /)).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // It fits its box: nothing sticks out sideways or below.
  const overflow = await page.evaluate(() => ({
    x: document.documentElement.scrollWidth - window.innerWidth,
    y: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(overflow.x).toBeLessThanOrEqual(0);
  expect(overflow.y).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/embed-card.png` });
});

test('another website can frame the card, and not the rest of the site', async ({ page, baseURL }) => {
  // A club's page on another origin (another port of the loopback), framing the card and the about page.
  const html =
    `<h1>Sportverein</h1><iframe id="card" src="${baseURL}/embed/SSDP41000" width="340" height="250"></iframe>` +
    `<iframe id="home" src="${baseURL}/about" width="340" height="250"></iframe>`;
  const club = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => club.listen(0, '127.0.0.1', resolve));
  const { port } = club.address() as AddressInfo;
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    const card = page.frameLocator('#card');
    await expect(card.getByRole('heading', { name: /Rütenbrock/ })).toBeVisible();
    await expect(card.getByText(/^-?\d+,\d °C$/).first()).toBeVisible();
    await expect(card.getByRole('link', { name: 'Mehr Wetter' })).toHaveAttribute(
      'href',
      '/weather/current?station=SSDP41000',
    );
    // The about page refuses to be framed elsewhere (frame-ancestors 'self'): the browser shows its error
    // page in that frame instead, while the card's frame kept its address.
    await expect
      .poll(() => page.frames().map((frame) => new URL(frame.url()).protocol), { timeout: 10_000 })
      .toEqual(['http:', 'http:', 'chrome-error:']);
    expect(page.frames()[1]?.url()).toBe(`${baseURL}/embed/SSDP41000`);
    await page.screenshot({ path: `${SCREENSHOTS}/embed-framed.png` });
  } finally {
    await new Promise((resolve) => club.close(resolve));
  }
});
