import { beforeEach, describe, expect, it } from 'vitest';
import { z } from '@shared/zod';
import { ApiError, NetworkError } from './api-client';
import { isOnline, reportNetworkSuccess } from './network';
import { type Kept, scopedCopies } from './scoped-copy';

/** The rules every scope's copies follow, over a table of the test's own. */
const rows = new Map<string, Kept>();
const copies = scopedCopies<string>({ get: async (key) => rows.get(key), put: async (key, kept) => rows.set(key, kept) });
const names = (v: unknown) => z.array(z.string()).parse(v);

beforeEach(() => {
  rows.clear();
  reportNetworkSuccess();
});

describe('scopedCopies', () => {
  it('reads back what was kept for its owner, with the time it was loaded', async () => {
    expect(await copies.read('k', 7, names)).toBeNull();
    await copies.keep('k', 7, ['Rafi']);
    const kept = await copies.read('k', 7, names);
    expect(kept?.value).toEqual(['Rafi']);
    expect(kept?.loadedAt).toBeGreaterThan(Date.now() - 60_000);
    await copies.keep('k', 7, ['Mitu'], null);
    expect(await copies.read('k', 7, names)).toEqual({ value: ['Mitu'], loadedAt: null });
  });

  it("never shows another owner's copy", async () => {
    await copies.keep('k', 7, ['Rafi']);
    expect(await copies.read('k', 8, names)).toBeNull();
    expect(await copies.read('k', null, names)).toBeNull();
  });

  it('counts a copy that no longer fits as never loaded', async () => {
    await copies.keep('k', 7, [{ id: 1 }]);
    expect(await copies.read('k', 7, names)).toBeNull();
  });

  it('keeps what the server answered and tells the network it was reached', async () => {
    await copies.load('k', 7, () => Promise.reject(new NetworkError()));
    expect(isOnline()).toBe(false);
    expect(await copies.load('k', 7, async () => ['Rafi'])).toEqual({ outcome: 'ok', value: ['Rafi'] });
    expect(isOnline()).toBe(true);
    expect((await copies.read('k', 7, names))?.value).toEqual(['Rafi']);
  });

  it('calls a failure offline when the network or the server is down, an error when the server said no, and keeps the copy', async () => {
    await copies.keep('k', 7, ['Rafi']);
    const failWith = (err: Error) => copies.load('k', 7, () => Promise.reject(err));
    expect((await failWith(new ApiError(404, 'Not Found', '', undefined))).outcome).toBe('error');
    expect(isOnline()).toBe(true);
    expect((await failWith(new ApiError(503, 'Service Unavailable', '', undefined))).outcome).toBe('offline');
    expect(isOnline()).toBe(false);
    expect((await failWith(new NetworkError())).outcome).toBe('offline');
    expect((await failWith(new Error('parse'))).outcome).toBe('error');
    expect((await copies.read('k', 7, names))?.value).toEqual(['Rafi']);
  });
});
