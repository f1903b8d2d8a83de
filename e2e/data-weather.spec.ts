import { aqiLabel, BEAUFORT_NAMES_FR, pm25Aqi } from '@meteodeck/weather';
import type { Page } from '@playwright/test';
import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { postReadings, syntheticDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';
import { DataWeatherPages } from './pages/data-weather.page.ts';
import { PublicLayout } from './pages/public-layout.page.ts';

// The weather data pages as a visitor meets them, on a station fed through the real JSON ingestion door:
// current table, the five history tables, the graphs, a station without readings, and a live update.

// beforeAll runs again in a new worker after a failed test: a fresh reference each time, so the peak's time
// is this feed's and not an earlier run's (and no cached credential of a recreated station gets in the way).
const FED = {
  reference: `E2E-DATA-${Date.now().toString(36).toUpperCase()}`,
  city: 'Datahausen',
  postalCode: '10115',
  label: 'Datahausen (10)',
};
const EMPTY = {
  reference: 'E2E-DATA-EMPTY',
  city: 'Leerstadt',
  postalCode: '39001',
  label: 'Leerstadt (39)',
};
const ZONE = 'Europe/Berlin';
/** The last reading's temperature: above the whole synthetic wave, so it is every period's unique maximum. */
const PEAK = 25.3;
/** The text observation an editor writes for the fed station. */
const OBSERVATION = 'Morgennebel löst sich langsam auf';
/** The last reading's PM2.5, µg/m³: a 'Bon' air quality. */
const LAST_PM25 = 5;

let fedToken = '';
let lastReadingAt = new Date();
let hourAgoTemperature = 0;

const germanDateTime = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: FED.reference,
    name: 'Datahausen',
    city: FED.city,
    postalCode: FED.postalCode,
    country: 'DE',
    lat: 52.52,
    lng: 13.4,
  });
  fedToken = station.apiToken;
  await ensureStation(request, token, {
    reference: EMPTY.reference,
    name: 'Leerstadt',
    city: EMPTY.city,
    postalCode: EMPTY.postalCode,
    country: 'DE',
    lat: 52.13,
    lng: 11.62,
  });
  // A minute in the past, so the live test's reading "now" is the newest.
  const readings = syntheticDay(new Date(Date.now() - 60_000));
  const last = readings[readings.length - 1];
  const hourAgo = readings[readings.length - 13];
  if (last === undefined || hourAgo === undefined) throw new Error('synthetic day too short');
  last.temperature = PEAK;
  last.pm25 = LAST_PM25;
  lastReadingAt = new Date(last.receivedAt);
  hourAgoTemperature = hourAgo.temperature ?? 0;
  await postReadings(request, FED.reference, readings, fedToken);
  const observation = await request.post('/api/observation', {
    headers: { authorization: `Bearer ${token}` },
    data: { message: OBSERVATION, weatherStation: FED.reference },
  });
  expect(observation.status()).toBe(201);
});

/** Opens `path` with the fed station selected (the visitor's stored choice). */
async function openWithStation(page: Page, path: string, reference = FED.reference) {
  await page.addInitScript((ref) => window.localStorage.setItem('station', ref), reference);
  await page.goto(path);
}

/** Scrolls every chart card into view, so each draws (charts draw only when visible). */
async function revealCharts(page: Page) {
  const cards = page.locator('[data-chart]');
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    await cards.nth(index).scrollIntoViewIfNeeded();
    await expect(cards.nth(index).locator('canvas').first()).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Desktop and phone (375×812) full-page screenshots, checked by eye in e2e/artifacts/screenshots. */
async function screenshots(page: Page, name: string, prepare?: () => Promise<void>) {
  await prepare?.();
  await page.screenshot({ path: `e2e/artifacts/screenshots/data-${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await prepare?.();
  await page.screenshot({ path: `e2e/artifacts/screenshots/data-${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the current data page shows the latest reading with units, variations, Beaufort and AQI', async ({
  page,
}) => {
  const data = new DataWeatherPages(page);
  await openWithStation(page, '/weather/current');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Wetterdaten' })).toBeVisible();
  await expect(page.getByText('Station Datahausen', { exact: true })).toBeVisible();

  const variation = PEAK - hourAgoTemperature;
  // A negative number carries the minus sign (U+2212), not the hyphen-minus.
  const signed = `${variation > 0 ? '+' : '−'}${Math.abs(variation).toFixed(1).replace('.', ',')}`;
  await expect(data.cells('Temperatur')).toHaveText([
    `${PEAK.toFixed(1).replace('.', ',')} °C`,
    `${signed} °C in 1 h`,
  ]);
  await expect(data.cells('Beaufort-Skala')).toHaveText(
    new RegExp(`^\\d{1,2} – (${BEAUFORT_NAMES_FR.join('|')})$`),
  );
  const aqi = pm25Aqi(LAST_PM25) ?? Number.NaN;
  await expect(data.cells('Luftqualitätsindex')).toHaveText(`${Math.round(aqi)} – ${aqiLabel(aqi)}`);
  await expect(data.cells('Feinstaub PM2.5')).toHaveText(`${LAST_PM25.toFixed(1).replace('.', ',')} µg/m³`);
  await expect(data.cells('Luftfeuchtigkeit').first()).toHaveText(/^\d+ %$/);
  await expect(data.cells('Regen heute')).toHaveText(/^\d+,\d mm$/);
  await expect(data.cells('Stadt')).toHaveText(FED.city);
  await expect(page.getByText(`Stand: ${germanDateTime(lastReadingAt)}`)).toBeVisible();
  await expect(page.getByRole('region', { name: /Letzte Beobachtung/ })).toContainText(OBSERVATION);
  // In its block with its time, and in the table's own row as spec §2 lists it.
  await expect(data.cells('Beobachtung')).toHaveText(OBSERVATION);
  // Nothing scrolls sideways on a phone (the Beaufort text once widened the wind table).
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'current');
});

for (const [path, title] of [
  ['daily', 'Tageswerte'],
  ['weekly', 'Wochenwerte'],
  ['monthly', 'Monatswerte'],
  ['yearly', 'Jahreswerte'],
  ['record', 'Rekorde'],
] as const) {
  test(`the ${path} history table shows the maximum temperature and when it was read`, async ({ page }) => {
    const data = new DataWeatherPages(page);
    await openWithStation(page, `/weather/history/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(data.cells('Temperatur').first()).toHaveText(
      `${PEAK.toFixed(1).replace('.', ',')} °C${germanDateTime(lastReadingAt)}`,
    );
    await expect(data.cells('Temperaturspanne')).toHaveText(/^\d+,\d °C$/);
    await expect(data.cells('Regen gesamt')).toHaveText(/^\d+,\d mm$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, `history-${path}`);
  });
}

test('the graph page draws the charts, switches to the week and passes axe', async ({ page }) => {
  const data = new DataWeatherPages(page);
  await openWithStation(page, '/weather/graph');
  await expect(page.getByRole('heading', { level: 1, name: 'Grafiken' })).toBeVisible();
  await expect(data.periodButton('Jour')).toHaveAttribute('aria-pressed', 'true');
  await expect(data.chart('Luftfeuchtigkeit').locator('canvas').first()).toBeVisible();
  await revealCharts(page);
  await expect(page.getByText('Keine Daten :(')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'graph-day', () => revealCharts(page));

  await data.periodButton('Woche').click();
  await expect(data.periodButton('Woche')).toHaveAttribute('aria-pressed', 'true');
  await expect(data.periodButton('Jour')).toHaveAttribute('aria-pressed', 'false');
  // The reloaded charts draw again as they scroll into view, the week's as well as the day's.
  await expect(data.chart('Luftfeuchtigkeit').locator('canvas').first()).toBeVisible();
  await expect(data.chart('Bodentemperatur').locator('canvas')).toHaveCount(0);
  await revealCharts(page);
  await expect(page.getByText('Keine Daten :(')).toHaveCount(0);
  await screenshots(page, 'graph-week', () => revealCharts(page));

  // From the bottom of the long graph page, the next data page opens at its top.
  const currentLink = page
    .getByRole('complementary')
    .getByRole('link', { name: 'Aktuelle Daten', exact: true });
  await currentLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await currentLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Wetterdaten' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone, the graph page jumps to a chart, keeps its tooltip on screen and fits the axes to the data', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithStation(page, '/weather/graph');
  const jumps = page.getByRole('navigation', { name: 'Zu den Diagrammen' });
  await jumps.getByRole('link', { name: 'Regen und Regenrate' }).click();
  const rainHeading = page.getByRole('heading', { name: 'Regen und Regenrate', level: 2 });
  await expect(rainHeading).toBeFocused();
  await expect(rainHeading).toBeInViewport();
  const rain = page.getByRole('region', { name: 'Regen und Regenrate', exact: true });
  const canvas = rain.locator('canvas').first();
  await expect(canvas).toBeVisible();

  // A pointer in the left third: the tooltip opens inside the screen, with the date and the names.
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('no rain chart');
  const tooltip = rain
    .locator('div')
    .filter({ hasText: /Regen je 10 min/ })
    .last();
  // Moved as a finger or a mouse moves, a step at a time, until the chart answers: it is drawn in an idle
  // task of its own, and a single move made before it listens goes unanswered.
  let step = 0;
  await expect
    .poll(async () => {
      step += 1;
      await page.mouse.move(box.x + box.width * 0.3 + (step % 4), box.y + box.height / 2);
      return tooltip.isVisible();
    })
    .toBe(true);
  await expect(tooltip).toContainText(/\d\d\.\d\d\., \d\d:\d\d/);
  await expect(tooltip).toContainText('Regenrate');
  const tip = await tooltip.boundingBox();
  expect(tip?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((tip?.x ?? 0) + (tip?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/data-graph-rain-tooltip-phone.png' });

  // 'Fit to data' is off by default (the spec's ranges) and on when switched.
  const fit = page.getByRole('switch', { name: 'An Daten anpassen' });
  await expect(fit).not.toBeChecked();
  await fit.check();
  await expect(fit).toBeChecked();
  await expect(canvas).toBeVisible();
});

test('on the graph page, Früher moves the summary and the charts to the 24 h before', async ({
  page,
  request,
}) => {
  // A cold reading 30 h ago: in the window before the present 24 h, the minimum there.
  const coldAt = new Date(Date.now() - 30 * 3_600_000);
  await postReadings(
    request,
    FED.reference,
    [{ receivedAt: coldAt.toISOString(), temperature: -3.4 }],
    fedToken,
  );
  const data = new DataWeatherPages(page);
  await openWithStation(page, '/weather/graph');
  const summary = page.getByTestId('period-summary');
  const heading = page.getByTestId('graph-window');
  const earlier = page.getByRole('group', { name: 'Zeitfenster' }).getByRole('button', { name: 'Früher' });
  const later = page.getByRole('group', { name: 'Zeitfenster' }).getByRole('button', { name: 'Später' });
  await expect(summary).toContainText('25,3 °C');
  await expect(heading).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d0 – \d\d\.\d\d\.\d{4} \d\d:\d0$/);
  const present = (await heading.textContent()) ?? '';
  await expect(later).toBeDisabled();

  const moved = (kind: string) =>
    page.waitForResponse(
      (response) => response.url().includes(`/${kind}/day?`) && response.url().includes('at='),
    );
  const [graphAnswer, historyAnswer] = await Promise.all([moved('graph'), moved('history'), earlier.click()]);
  const graph = await graphAnswer.json();
  const history = await historyAnswer.json();
  // Both calls ask for the same window: the 24 h that end where the present one starts.
  expect([history.from, history.to]).toEqual([graph.from, graph.to]);
  expect(graph.extremes.temperature.min).toEqual({
    receivedAt: history.minTemperatureReceivedAt,
    value: -3.4,
  });
  expect(present.startsWith(germanDateTime(new Date(graph.to)).replace(',', ''))).toBe(true);

  await expect(heading).not.toHaveText(present);
  await expect(summary).toContainText(`−3,4 °C (${germanDateTime(coldAt)})`);
  await expect(summary).not.toContainText('25,3 °C');
  const temperatureChart = data.chart('Temperatur, Windchill und Taupunkt');
  await temperatureChart.scrollIntoViewIfNeeded();
  await expect(temperatureChart.locator('canvas').first()).toBeVisible();
  await expect(later).toBeEnabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/artifacts/screenshots/data-graph-day-earlier-desktop.png' });

  await later.click();
  await expect(summary).toContainText('25,3 °C');
  await expect(later).toBeDisabled();
});

test('a station without readings says so on the current and graph pages', async ({ page }) => {
  const layout = new PublicLayout(page);
  await openWithStation(page, '/weather/current');
  await expect(new DataWeatherPages(page).cells('Temperatur')).toHaveCount(2);
  await layout.switchStation(EMPTY.label);
  await expect(page.getByText('Derzeit keine Daten', { exact: true })).toBeVisible();
  await expect(page.getByText('Station Leerstadt', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'current-empty');

  await layout.menuLink('Grafik').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grafiken' })).toBeVisible();
  // Eleven charts and the wind rose.
  await expect(page.getByText('Keine Daten :(', { exact: true })).toHaveCount(12);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'graph-empty');

  // Home: no green 'Live' beside 'Derzeit keine Daten', even once the live stream is open.
  const stream = page.waitForResponse((response) => response.url().includes('/currentData/stream'));
  await layout.menuLink('Home').click();
  await expect(
    page.getByRole('main').getByText('Derzeit keine Daten', { exact: true }).first(),
  ).toBeVisible();
  // The observation block renders once it nears the viewport (below the first screen).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const current = page.getByRole('region', { name: 'Aktuelle Beobachtung' });
  await expect(current.getByText('Derzeit keine Daten', { exact: true })).toBeVisible();
  await stream;
  await page.waitForTimeout(500);
  await expect(current.getByText('Live', { exact: true })).toHaveCount(0);
});

test('a new reading appears on the open current data page without a reload', async ({ page, request }) => {
  const data = new DataWeatherPages(page);
  await openWithStation(page, '/weather/current');
  await expect(data.cells('Temperatur').first()).toHaveText(`${PEAK.toFixed(1).replace('.', ',')} °C`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', () => {
    navigations += 1;
  });
  await postReadings(
    request,
    FED.reference,
    { receivedAt: new Date().toISOString(), temperature: 26.8 },
    fedToken,
  );
  await expect(data.cells('Temperatur').first()).toHaveText('26,8 °C');
  expect(navigations).toBe(0);
});
