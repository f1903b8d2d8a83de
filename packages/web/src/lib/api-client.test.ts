import { isLoginResponse, isWeatherStation } from 'virtual:answer-checks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/fake-api.ts';
import { buildStation } from '../test/stations.ts';
import { apiRequest, apiSend, buildApiUrl } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { TOKEN_STORAGE_KEY } from './auth-token.ts';

const { reloadPage } = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('./page-reload.ts', () => ({ reloadPage }));

function stubReload() {
  reloadPage.mockClear();
  return reloadPage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the no-cache header and the Bearer token on every request', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'header.payload.sig');
    const requests = stubApi({
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'DELETE /api/post/3': () => new Response(null, { status: 204 }),
    });

    await apiRequest('/api/weatherStation/SSDP41000', isWeatherStation);
    await apiSend('/api/post/3', { method: 'DELETE' });

    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers.get('Cache-Control')).toBe('no-cache');
      expect(request.headers.get('Authorization')).toBe('Bearer header.payload.sig');
    }
  });

  it('sends no Authorization header without a token, and JSON bodies with their content type', async () => {
    const requests = stubApi({ 'POST /api/login': () => json({ token: 't' }) });

    await apiRequest('/api/login', isLoginResponse, {
      method: 'POST',
      body: { email: 'a@b.c', password: 'pw' },
    });

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it("says the page's language, so the server answers a form's problems in it (French in the back office)", async () => {
    const requests = stubApi({
      'POST /api/contact': () => json([{ message: 'x', propertyPath: 'name' }], 400),
    });
    for (const language of ['fr', 'de']) {
      document.documentElement.lang = language;
      await apiSend('/api/contact', { method: 'POST', body: {} }).catch(() => undefined);
    }
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['fr', 'de']);
  });

  it('returns the answer when it matches the contract schema', async () => {
    stubApi({ 'GET /api/weatherStation/SSDP41000': () => json(buildStation({ city: 'Papenburg' })) });
    const station = await apiRequest('/api/weatherStation/SSDP41000', isWeatherStation);
    expect(station.city).toBe('Papenburg');
  });

  it('removes the token and reloads the page on a 401', async () => {
    const reload = stubReload();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired.token.sig');
    stubApi({ 'GET /api/user': () => json([{ message: 'Token expired' }], 401) });

    const failure = apiRequest('/api/user', isLoginResponse);

    await expect(failure).rejects.toMatchObject({ status: 401, errors: [{ message: 'Token expired' }] });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the token and the page alone on a 401 when told to (the login call)', async () => {
    const reload = stubReload();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'old.token.sig');
    stubApi({ 'POST /api/login': () => json([{ message: 'Bad credentials' }], 401) });

    await expect(
      apiRequest('/api/login', isLoginResponse, { method: 'POST', body: {}, handleUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('old.token.sig');
  });

  it('does not end the session on other failures', async () => {
    const reload = stubReload();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'valid.token.sig');
    stubApi({ 'POST /api/user': () => json([{ message: 'Forbidden' }], 403) });

    await expect(apiSend('/api/user', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('valid.token.sig');
  });

  it("reads a non-2xx body as the API's error list, with field paths", async () => {
    stubApi({
      'POST /api/post': () =>
        json(
          [
            { message: 'Dieser Wert sollte nicht leer sein.', propertyPath: 'name' },
            { message: 'Allgemein' },
          ],
          400,
        ),
    });
    const error = await apiSend('/api/post', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      errors: [
        { message: 'Dieser Wert sollte nicht leer sein.', propertyPath: 'name' },
        { message: 'Allgemein' },
      ],
    });
  });

  it('gives an empty error list when a failure body is not the error list', async () => {
    stubApi({ 'GET /api/post/1': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiSend('/api/post/1')).rejects.toMatchObject({ kind: 'http', status: 502, errors: [] });
  });

  it('rejects a 2xx answer that does not match the contract', async () => {
    stubApi({ 'GET /api/weatherStation/SSDP41000': () => json({ city: 'Rütenbrock' }) });
    await expect(apiRequest('/api/weatherStation/SSDP41000', isWeatherStation)).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
    });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(apiSend('/api/post')).rejects.toMatchObject({ kind: 'network', status: null });
  });
});

describe('buildApiUrl', () => {
  it('adds the defined query parameters only', () => {
    expect(buildApiUrl('/api/weatherStation', { page: 2, order: 'DESC', maxResult: undefined })).toBe(
      '/api/weatherStation?page=2&order=DESC',
    );
    expect(buildApiUrl('/api/unit')).toBe('/api/unit');
  });
});
