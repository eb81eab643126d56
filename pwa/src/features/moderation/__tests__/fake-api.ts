/** A stand-in for the server in component tests: answers by method and path, records every call. */
import { vi } from 'vitest';

export type Handler = (body: unknown) => [number, unknown];
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export function fakeApi(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const [status, answer] =
      typeof route === 'function'
        ? (route as Handler)(body)
        : route === undefined
          ? [method === 'GET' ? 200 : 404, method === 'GET' ? [] : { message: 'Not found' }]
          : [200, route];
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}
