import { apiLogin, ensureStation } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// The connection view follows the station's live stream (Chromium's EventSource on the real server): a
// reading posted through the JSON door shows within 3 s, and the page asks for the uploads when the stream
// announces one, not every second.

const REFERENCE = `LV${Date.now().toString(36)}`.slice(0, 32);

test("the connection view shows a new upload from the station's live stream, without polling every second", async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const station = await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Live',
    city: 'Potsdam',
    postalCode: '14467',
    country: 'DE',
    lat: 52.4,
    lng: 13.06,
    timezone: 'Europe/Berlin',
  });
  const uploadsAsked: number[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/weatherStation/${station.id}/uploads`)
      uploadsAsked.push(Date.now());
  });
  // Answered (its headers in): the stream is open, and its opening catches up once (the uploads asked).
  const streamOpened = page.waitForResponse((answer) =>
    new URL(answer.url()).pathname.endsWith(`/api/weatherData/${REFERENCE}/currentData/stream`),
  );
  await signIn(page, request);
  await page.goto(`/admin/weatherStation/edit/${REFERENCE}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Connecter une station' })).toBeVisible();
  const last = page.getByTestId('last-upload');
  await expect(last).toContainText("Aucun envoi reçu pour l'instant");
  await streamOpened;
  // The catch-up of the opening is done within this second (on a loaded machine it came after the window
  // had started).
  await page.waitForTimeout(1_000);

  // A measuring window, not a wait for a state: the old panel asked for the uploads every second.
  const windowStart = Date.now();
  await page.waitForTimeout(4_000);
  const inWindow = uploadsAsked.filter((at) => at >= windowStart).length;
  expect(inWindow).toBe(0);

  const posted = await request.post(`/api/weatherData/${REFERENCE}/readings`, {
    headers: { authorization: `Bearer ${station.apiToken}` },
    data: { receivedAt: new Date().toISOString(), temperature: 14.2, humidity: 64 },
  });
  expect(posted.status()).toBe(201);
  const postedAt = Date.now();
  await expect(last).toContainText('(JSON)', { timeout: 3_000 });
  // Asked once, when the stream announced the upload.
  expect(uploadsAsked.filter((at) => at >= postedAt)).toHaveLength(1);
});
