import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { endpoint } from '@shared/api/endpoint';
import { z } from '@shared/zod';
import { adminWrite, setAdminCacheOwner, useAdminQuery } from './admin-query';
import { db } from './db';

/** The admin's reads: the server's answer, kept per admin; the device's copy while the server cannot be reached. */
const list = endpoint({ method: 'GET', path: '/api/things', access: 'admin', summary: 'Things', output: z.array(z.string()) });
const remove = endpoint({
  method: 'DELETE',
  path: '/api/things/:id',
  access: 'admin',
  summary: 'Remove',
  params: z.object({ id: z.number() }),
  output: z.object({}),
});
let answer: () => Promise<Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = async () => json(200, ['Tree planting']);

beforeEach(async () => {
  await db.adminCache.clear();
  setAdminCacheOwner(1);
  answer = ok;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => (init?.method === 'DELETE' ? json(200, {}) : answer())),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAdminCacheOwner(null);
});

/** Admin 1 loads once online (kept on the device), then `owner` loads again with the server answering `then`. */
async function loadThen(then: () => Promise<Response>, owner = 1) {
  setAdminCacheOwner(1);
  answer = ok;
  const { result, unmount } = renderHook(() => useAdminQuery(list));
  await waitFor(() => expect(result.current.data).toEqual(['Tree planting']));
  unmount();
  setAdminCacheOwner(owner);
  answer = then;
  const again = renderHook(() => useAdminQuery(list)).result;
  await waitFor(() => expect(again.current.isLoading).toBe(false));
  return again.current;
}

describe('useAdminQuery', () => {
  it('shows the kept copy, marked stale with its time, when the network or the server is down', async () => {
    const offline = await loadThen(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(offline).toMatchObject({ data: ['Tree planting'], stale: true, error: null });
    expect(offline.loadedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(await loadThen(async () => json(503, { message: 'down' }))).toMatchObject({ data: ['Tree planting'], stale: true });
  });

  it("shows the error when the server said no, and never another admin's copy", async () => {
    expect(await loadThen(async () => json(403, { message: 'Forbidden' }))).toMatchObject({
      data: undefined,
      stale: false,
      error: expect.objectContaining({ status: 403 }),
    });
    const other = await loadThen(() => Promise.reject(new TypeError('Failed to fetch')), 2);
    expect(other).toMatchObject({ data: undefined, stale: false });
    expect(other.error).toBeTruthy();
  });

  it('a reload offline shows the copy although the sign-in is restored only while the request runs', async () => {
    await loadThen(ok);
    setAdminCacheOwner(null);
    answer = () => {
      setAdminCacheOwner(1); // lib/auth.tsx restores the admin from the device meanwhile
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const { result } = renderHook(() => useAdminQuery(list));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ data: ['Tree planting'], stale: true, error: null });
  });

  it('counts a kept copy that no longer fits the contract as none', async () => {
    await db.adminCache.put({ path: '/api/things', userId: 1, loadedAt: 1, value: [{ id: 1 }] });
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useAdminQuery(list));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ data: undefined, stale: false });
  });

  it('loads the reads a write touches again', async () => {
    const { result } = renderHook(() => useAdminQuery(list));
    await waitFor(() => expect(result.current.data).toEqual(['Tree planting']));
    answer = async () => json(200, ['Tree planting', 'Clean-up']);
    await act(() => adminWrite(remove, { params: { id: 3 } }));
    await waitFor(() => expect(result.current.data).toEqual(['Tree planting', 'Clean-up']));
  });
});
