import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { signOut } from './auth';
import { fakeSubscription, installFakePush, SERVER_KEY } from './__tests__/fake-push';
import { pushState } from './push-subscription';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let uninstall = () => {};
let submit: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('this phone for the signed-in user', () => {
  /** The server: its key, and the subscriptions saved. */
  const server = () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/push/key' ? json(200, { publicKey: SERVER_KEY }) : json(200, { message: 'ok' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
  };

  it('is on when this user turned it on here, and the subscription is saved again once (this session then signs it out)', async () => {
    const calls = server();
    localStorage.setItem('club.push.owner', '5');
    const push = installFakePush({ permission: 'granted', current: fakeSubscription() });
    uninstall = push.uninstall;
    expect(await pushState(5)).toBe('on');
    expect(await pushState(5)).toBe('on');
    await waitFor(() => expect(calls()).toEqual(['GET /api/push/key', 'POST /api/push/subscriptions']));
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  });
});

describe('a subscription made with a server key since replaced', () => {
  it('is ended and made again with the current key, without asking the person', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/push/key' ? json(200, { publicKey: SERVER_KEY }) : json(200, { message: 'ok' }))),
    );
    localStorage.setItem('club.push.owner', '5');
    const old = fakeSubscription('https://push.example.test/push/old-key');
    old.options.applicationServerKey = new Uint8Array(65).fill(9).buffer;
    const push = installFakePush({ permission: 'granted', current: old });
    uninstall = push.uninstall;
    // A fresh module: once per visit.
    vi.resetModules();
    const { pushState: stateOnNewPage } = await import('./push-subscription');
    expect(await stateOnNewPage(5)).toBe('on');
    await waitFor(() => expect(push.pushManager.subscribe).toHaveBeenCalledTimes(1));
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  it("ends this phone's subscription for the user (the server, then the browser) before the sign-out form goes", async () => {
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        order.push(`${init?.method} ${url.split('?')[0]}`);
        return json(200, { message: 'ok' });
      }),
    );
    const subscription = fakeSubscription();
    subscription.unsubscribe.mockImplementation(async () => (order.push('browser unsubscribe'), true));
    submit.mockImplementation(() => void order.push('sign-out form'));
    localStorage.setItem('club.push.owner', '5');
    uninstall = installFakePush({ permission: 'granted', current: subscription }).uninstall;
    signOut();
    await waitFor(() => expect(order).toEqual(['DELETE /api/push/subscriptions', 'browser unsubscribe', 'sign-out form']));
    expect(localStorage.getItem('club.push.owner')).toBeNull();
  });

  it('offline: the server cannot be told and the browser does not answer, and signing out still goes on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const subscription = fakeSubscription();
    subscription.unsubscribe.mockImplementation(() => new Promise<boolean>(() => {}));
    uninstall = installFakePush({ permission: 'granted', current: subscription }).uninstall;
    signOut();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1), { timeout: 4000 });
  });

  it('without push in the browser, signs out at once', async () => {
    vi.stubGlobal('fetch', vi.fn());
    signOut();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(fetch).not.toHaveBeenCalled();
  });
});
