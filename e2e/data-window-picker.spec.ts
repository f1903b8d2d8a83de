import type { Page } from '@playwright/test';
import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { postReadings, syntheticDay } from './fixtures/feed.ts';
import { expect, test } from './fixtures/test.ts';

// Old history in one step: a station fed March 2019 and the last day, its monthly history table and its month
// graph opened at March 2019 through the picker and through an address, with the window the API was asked for.

const REFERENCE = `E2E-PICK-${Date.now().toString(36).toUpperCase()}`;
/** March 2019's warmest reading, 14 March 13:00 UTC (14:00 in Berlin): the month's unique maximum. */
const MARCH_PEAK = 17.7;
/** March 2019 in Berlin: from local midnight on the 1st (UTC+1) to local midnight on 1 April (UTC+2). */
const MARCH = { from: '2019-03-01T00:00:00+01:00', to: '2019-04-01T00:00:00+02:00' };
/** The API's `at` for March 2019: its first instant. */
const MARCH_AT = '2019-02-28T23:00:00.000Z';

/** Every 3 hours of March 2019 (Berlin), a mild wave, and the peak on the 14th. */
function march2019() {
  const readings = [];
  for (let at = Date.UTC(2019, 1, 28, 23); at < Date.UTC(2019, 2, 31, 22); at += 3 * 3_600_000) {
    const date = new Date(at);
    readings.push({
      receivedAt: date.toISOString(),
      temperature: 6 + 4 * Math.sin(((date.getUTCHours() - 9) / 24) * 2 * Math.PI),
      humidity: 75,
      windSpeed: 2,
      windGust: 4,
      windDirection: 230,
      rain: 0,
    });
  }
  readings.push({ receivedAt: '2019-03-14T13:00:00.000Z', temperature: MARCH_PEAK, humidity: 60 });
  // In time order, as a station sends them (the spike filter compares each with the one before).
  return readings.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Pickhausen',
    city: 'Pickhausen',
    postalCode: '10115',
    country: 'DE',
    lat: 52.52,
    lng: 13.4,
    timezone: 'Europe/Berlin',
  });
  await postReadings(request, REFERENCE, march2019(), station.apiToken);
  await postReadings(request, REFERENCE, syntheticDay(new Date(Date.now() - 60_000)), station.apiToken);
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript((ref) => window.localStorage.setItem('station', ref), REFERENCE);
});

/** The next answer of `kind` (history or graph) for the month that names a window. */
const monthAnswer = (page: Page, kind: 'history' | 'graph') =>
  page.waitForResponse(
    (response) => response.url().includes(`/${kind}/month?`) && response.url().includes('at='),
  );

/** The picker's month and year, then 'Gehe zu'. */
async function pickMarch2019(page: Page) {
  const picker = page.getByRole('form', { name: 'Zeitraum wählen' });
  await picker.getByLabel('Jahr').selectOption('2019');
  await picker.getByLabel('Monat').selectOption({ label: 'März' });
  await picker.getByRole('button', { name: 'Gehe zu' }).click();
}

/** Nothing scrolls sideways at 390 px; screenshots at 1366 and 390 px. */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `e2e/artifacts/screenshots/picker-${name}-1366.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  // The charts follow their box's new width on the next resize observation (use-echart.ts), so the page
  // narrows once they have.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.screenshot({ path: `e2e/artifacts/screenshots/picker-${name}-390.png`, fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the monthly history opens at March 2019 through the picker and through its address', async ({
  page,
}) => {
  await page.goto('/weather/history/monthly');
  await expect(page.getByRole('heading', { level: 1, name: 'Monatswerte' })).toBeVisible();
  const picker = page.getByRole('form', { name: 'Zeitraum wählen' });
  // The years with data only: 2019 (the first) to this one.
  await expect(picker.getByLabel('Jahr').locator('option').last()).toHaveText('2019');

  const [answer] = await Promise.all([monthAnswer(page, 'history'), pickMarch2019(page)]);
  expect(new URL(answer.url()).searchParams.get('at')).toBe(MARCH_AT);
  const body = await answer.json();
  expect([body.from, body.to, body.startDate, body.endDate]).toEqual([
    MARCH.from,
    MARCH.to,
    '2019-03-01',
    '2019-03-31',
  ]);
  await expect(page).toHaveURL(/\/weather\/history\/monthly\?at=2019-03$/);
  await expect(page.getByText('Zeitraum: 01.03.2019 – 31.03.2019')).toBeVisible();
  const temperature = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Temperatur', exact: true }) });
  await expect(temperature.getByRole('cell').first()).toHaveText('17,7 °C14.03.2019, 14:00');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'history-month');

  // Back returns to the present month; the address alone opens March 2019 again.
  await page.goBack();
  await expect(page).toHaveURL(/\/weather\/history\/monthly$/);
  await expect(page.getByText('Zeitraum: 01.03.2019 – 31.03.2019')).toHaveCount(0);
  // The server renders that window for this visitor (their station's cookie, written by the app on the
  // first page) with its answer in the page, which the app takes over without asking again.
  await page.goto('/weather/history/monthly?at=2019-03');
  await expect(page.getByText('Zeitraum: 01.03.2019 – 31.03.2019')).toBeVisible();
  await expect(temperature.getByRole('cell').first()).toHaveText('17,7 °C14.03.2019, 14:00');
  await expect(page.getByRole('button', { name: 'Später' })).toBeEnabled();
});

test('the month graph opens at March 2019 through its address and through the picker', async ({ page }) => {
  const [graphAnswer, historyAnswer] = await Promise.all([
    monthAnswer(page, 'graph'),
    monthAnswer(page, 'history'),
    page.goto('/weather/graph?period=month&at=2019-03'),
  ]);
  for (const answer of [graphAnswer, historyAnswer]) {
    const query = new URL(answer.url()).searchParams;
    expect([query.get('window'), query.get('at')]).toEqual(['calendar', MARCH_AT]);
    const body = await answer.json();
    expect([body.from, body.to]).toEqual([MARCH.from, MARCH.to]);
  }
  const periods = page.getByRole('group', { name: 'Zeitraum' });
  await expect(periods.getByRole('button', { name: 'Monat', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('graph-window')).toHaveText('März 2019');
  await expect(page.getByTestId('period-summary')).toContainText('17,7 °C (14.03.2019, 14:00)');
  // Charts draw once scrolled into view: March 2019's temperatures are drawn.
  const temperatureChart = page.getByRole('region', { name: 'Temperatur, Windchill und Taupunkt' });
  await temperatureChart.scrollIntoViewIfNeeded();
  await expect(temperatureChart.locator('canvas').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshots(page, 'graph-month');

  // From the present 30 days, the picker reaches the same month in one step.
  await page.goto('/weather/graph');
  await periods.getByRole('button', { name: 'Monat', exact: true }).click();
  await expect(page).toHaveURL(/\/weather\/graph\?period=month$/);
  const [picked] = await Promise.all([monthAnswer(page, 'graph'), pickMarch2019(page)]);
  expect(new URL(picked.url()).searchParams.get('at')).toBe(MARCH_AT);
  await expect(page).toHaveURL(/\/weather\/graph\?period=month&at=2019-03$/);
  await expect(page.getByTestId('graph-window')).toHaveText('März 2019');
  await expect(page.getByTestId('period-summary')).toContainText('17,7 °C (14.03.2019, 14:00)');
});

test("'Früher' stops at the window holding the station's first reading, on the tables and the graphs", async ({
  page,
}) => {
  const navigation = page.getByRole('group', { name: 'Zeitfenster' });
  const earlier = navigation.getByRole('button', { name: 'Früher' });
  const later = navigation.getByRole('button', { name: 'Später' });

  // April 2019 has no reading, but March before it does: one step back, then no more.
  await page.goto('/weather/history/monthly?at=2019-04');
  await expect(page.getByText('Zeitraum: 01.04.2019 – 30.04.2019')).toBeVisible();
  await expect(earlier).toBeEnabled();
  await earlier.click();
  await expect(page).toHaveURL(/\/weather\/history\/monthly\?at=2019-03$/);
  await expect(page.getByText('Zeitraum: 01.03.2019 – 31.03.2019')).toBeVisible();
  await expect(earlier).toBeDisabled();
  await expect(later).toBeEnabled();

  // The year of the first reading on the graphs: its charts drawn, no step before it.
  await page.goto('/weather/graph?period=year&at=2020');
  await expect(page.getByTestId('graph-window')).toHaveText('Jahr 2020');
  await expect(earlier).toBeEnabled();
  await earlier.click();
  await expect(page).toHaveURL(/\/weather\/graph\?period=year&at=2019$/);
  await expect(page.getByTestId('graph-window')).toHaveText('Jahr 2019');
  await expect(page.getByTestId('period-summary')).toContainText('17,7 °C');
  await expect(earlier).toBeDisabled();

  // The first day's own daily table: nothing before it either.
  await page.goto('/weather/history/daily?at=2019-03-02');
  await expect(page.getByText('Zeitraum: 02.03.2019')).toBeVisible();
  await earlier.click();
  await expect(page.getByText('Zeitraum: 01.03.2019')).toBeVisible();
  await expect(earlier).toBeDisabled();
});

test('an old link to a window before the first reading says in one line from when the station has data', async ({
  page,
}) => {
  const notice = page.getByTestId('data-from');
  const navigation = page.getByRole('group', { name: 'Zeitfenster' });
  for (const [name, path] of [
    ['history-year-2018', '/weather/history/yearly?at=2018'],
    ['graph-year-2018', '/weather/graph?period=year&at=2018'],
  ] as const) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    await expect(notice).toHaveText('Daten dieser Station gibt es ab dem 1. März 2019.');
    // The window named, as the table or the graph heading names it.
    await expect(
      name.startsWith('history')
        ? page.getByText('Zeitraum: 01.01.2018 – 31.12.2018')
        : page.getByTestId('graph-window'),
    ).toHaveText(name.startsWith('history') ? 'Zeitraum: 01.01.2018 – 31.12.2018' : 'Jahr 2018');
    // The address stays; no table of '-', no empty charts; 'Später' leads towards the data.
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expect(page.getByText('Keine Daten :(')).toHaveCount(0);
    await expect(navigation.getByRole('button', { name: 'Früher' })).toBeDisabled();
    await expect(navigation.getByRole('button', { name: 'Später' })).toBeEnabled();
    await page.screenshot({ path: `e2e/artifacts/screenshots/picker-before-data-${name}-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: `e2e/artifacts/screenshots/picker-before-data-${name}-390.png` });
  }
  await navigation.getByRole('button', { name: 'Später' }).click();
  await expect(page).toHaveURL(/\/weather\/graph\?period=year&at=2019$/);
  await expect(page.getByTestId('period-summary')).toContainText('17,7 °C');
});
