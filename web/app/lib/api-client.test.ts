import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub';
import { ApiError, apiRequest, sessionToken } from './api-client';

function respond(status: number, body: string, contentType = 'application/json; charset=utf-8') {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

const fetchMock = stubFetchPerTest();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('returns the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"ok":true}'));
    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: true });
  });

  it("uses the body's error as the message", async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"Invalid email or password."}'));
    const error = await failure(apiRequest('/api/auth/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid email or password.');
  });

  it("falls back to 'HTTP error! status: 500' without an error field", async () => {
    fetchMock.mockResolvedValue(respond(500, '{}'));
    const error = await failure(apiRequest('/api/thing'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('HTTP error! status: 500');

    fetchMock.mockResolvedValue(respond(502, 'Bad gateway', 'text/plain'));
    expect((await failure(apiRequest('/api/thing'))).message).toBe('HTTP error! status: 502');
  });

  it("reports 'Invalid JSON response from server' for a broken JSON body", async () => {
    fetchMock.mockResolvedValue(respond(200, '{"ok":'));
    const error = await failure(apiRequest('/api/thing'));
    expect(error.message).toBe('Invalid JSON response from server');
  });

  it('sends JSON and the stored bearer token', async () => {
    sessionToken.set('secret-token');
    fetchMock.mockResolvedValue(respond(200, '{"ok":true}'));
    await apiRequest('/api/auth/change-password', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-password');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer secret-token');
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends no token when told not to, or when there is none', async () => {
    fetchMock.mockImplementation(async () => respond(200, '{}'));
    await apiRequest('/api/a');
    sessionToken.set('secret-token');
    await apiRequest('/api/b', { withToken: false });
    for (const [, init] of fetchMock.mock.calls) {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      expect(headers.authorization).toBeUndefined();
    }
  });

  it('drops the token when the server no longer accepts it', async () => {
    sessionToken.set('expired-token');
    const cleared = vi.fn();
    const stop = sessionToken.onCleared(cleared);
    fetchMock.mockResolvedValue(respond(401, '{"error":"Your session has expired."}'));
    const error = await failure(apiRequest('/api/auth/profile'));
    stop();
    expect(error.status).toBe(401);
    expect(sessionToken.get()).toBeNull();
    expect(cleared).toHaveBeenCalledOnce();
  });

  it('keeps the token on a refusal (403)', async () => {
    sessionToken.set('good-token');
    fetchMock.mockResolvedValue(respond(403, '{"error":"Not yours."}'));
    expect((await failure(apiRequest('/api/x'))).status).toBe(403);
    expect(sessionToken.get()).toBe('good-token');
  });

  it('turns an unreachable server into a readable error with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/api/thing'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Could not reach the server/);
  });

  it('turns an answer cut off half-way into the same error with status 0', async () => {
    const cut = new Response('{"id":');
    vi.spyOn(cut, 'text').mockRejectedValue(new TypeError('network error'));
    fetchMock.mockResolvedValue(cut);
    const error = await failure(apiRequest('/api/thing'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/Could not reach the server/);
  });
});

describe('a session handed over by a sign-in sent before the script ran', () => {
  it('is moved from its cookie into localStorage, and sent as the bearer token', async () => {
    const token = 'handed-over-token_0123456789abcdef';
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie.
    document.cookie = `chapterhouse-signin=${token}; Path=/`;
    fetchMock.mockResolvedValue(respond(200, '{}'));
    await apiRequest('/api/auth/profile');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      `Bearer ${token}`,
    );
    expect(localStorage.getItem('authToken')).toBe(token);
    // Taken once: the cookie is emptied (the browser drops it), the token stays where the JS
    // sign-in keeps it.
    expect(document.cookie).not.toMatch(/chapterhouse-signin=[^;]/);
    expect(sessionToken.get()).toBe(token);
  });

  it('ignores a cookie that is not a session token', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'chapterhouse-signin=<script>; Path=/';
    expect(sessionToken.get()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(document.cookie).not.toMatch(/chapterhouse-signin=[^;]/);
  });
});
