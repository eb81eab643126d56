import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NetworkError, isUnauthorized, serverMessage } from './api-client';

function answer(status: number, body: string, contentType = 'application/json', statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText, headers: { 'content-type': contentType } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/contact', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/contact');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"A"}');
  });

  it('turns a non-2xx answer into "status: body text" carrying status and parsed body', async () => {
    const body = '{"message":"Invalid email or password","code":"unauthorized"}';
    vi.stubGlobal('fetch', answer(401, body));
    const err = await api('/api/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(`401: ${body}`);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).code).toBe('unauthorized');
    expect(serverMessage(err)).toBe('Invalid email or password');
    expect(isUnauthorized(err)).toBe(true);
  });

  it('uses the status text when the error body is empty', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'text/plain', 'Service Unavailable'));
    await expect(api('/api/news')).rejects.toThrow('503: Service Unavailable');
  });

  it('falls back to the default when the server sent no message', async () => {
    vi.stubGlobal('fetch', answer(500, 'oops', 'text/plain'));
    const err = await api('/api/x').catch((e: unknown) => e);
    expect(serverMessage(err)).toBeUndefined();
    expect(serverMessage(err, 'Invalid credentials')).toBe('Invalid credentials');
  });

  it('throws a NetworkError when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/api/news')).rejects.toBeInstanceOf(NetworkError);
  });
});
