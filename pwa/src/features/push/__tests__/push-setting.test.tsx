import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '@/lib/auth';
import { db } from '@/lib/db';
import { fakeSubscription, installFakePush, SERVER_KEY } from '@/lib/__tests__/fake-push';
import { testUser } from '@/test/fixtures/users';
import { PushSetting } from '../components/push-setting';

const user = testUser({ id: 41, role: 'participant' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const TURN_ON = { name: 'Notify me on this phone' };

/** The server: its key, and what the app sends to the subscriptions. */
function server() {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (call.url === '/api/push/key') return json(200, { publicKey: SERVER_KEY });
      if (call.url.startsWith('/api/push/subscriptions')) return json(200, { message: 'ok' });
      return json(404, { message: 'Not found' });
    }),
  );
  return calls;
}

const renderSetting = (compact = false) =>
  render(
    <AuthProvider initialUser={user}>
      <PushSetting compact={compact} />
    </AuthProvider>,
  );

let uninstall = () => {};
beforeEach(async () => {
  await db.me.clear();
  localStorage.clear();
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("'Notify me on this phone'", () => {
  it('says when the browser has no push at all, and that e-mail still works', async () => {
    server();
    renderSetting();
    expect((await screen.findByTestId('push-note')).textContent).toBe(
      'This browser cannot get notifications from the app. On an iPhone, add the app to the home screen first and open it from there. E-mail still reaches you.',
    );
    expect(screen.queryByRole('button', TURN_ON)).toBeNull();
  });

  it('says when the browser blocks notifications for the site, without asking again', async () => {
    server();
    const push = installFakePush({ permission: 'denied' });
    uninstall = push.uninstall;
    renderSetting();
    expect((await screen.findByTestId('push-note')).textContent).toMatch(/^Your browser blocks notifications from this site\..*E-mail still reaches you\.$/);
    expect(screen.queryByRole('button', TURN_ON)).toBeNull();
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('asks the browser only after the tap; a refusal is explained', async () => {
    const calls = server();
    const push = installFakePush({ answer: 'denied' });
    uninstall = push.uninstall;
    renderSetting();
    const button = await screen.findByRole('button', TURN_ON);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(push.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect((await screen.findByTestId('push-note')).textContent).toMatch(/^Your browser blocks notifications/);
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.startsWith('/api/push/subscriptions'))).toEqual([]);
  });

  it("allowed: subscribes with the server's key and saves it; 'On for this phone' with Turn off, which unsubscribes and tells the server", async () => {
    const calls = server();
    const push = installFakePush();
    uninstall = push.uninstall;
    renderSetting();
    const button = await screen.findByRole('button', TURN_ON);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect((await screen.findByTestId('push-on')).textContent).toBe('On for this phone');

    const [options] = push.pushManager.subscribe.mock.calls[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual([4, ...new Array(64).fill(0)]);
    const saved = calls.find((c) => c.method === 'POST' && c.url === '/api/push/subscriptions');
    expect(saved?.body).toEqual({ endpoint: 'https://push.example.test/push/this-phone', keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) } });

    const subscription = push.state.current!;
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', TURN_ON)).toBeTruthy();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`)).toBe(true);
  });

  it("a shared phone: another user's subscription is not shown as on, and it ends here", async () => {
    server();
    const previous = fakeSubscription();
    localStorage.setItem('club.push.owner', '7');
    const push = installFakePush({ permission: 'granted', current: previous });
    uninstall = push.uninstall;
    renderSetting();
    const button = await screen.findByRole('button', TURN_ON);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(previous.unsubscribe).toHaveBeenCalled();
    expect(screen.queryByTestId('push-on')).toBeNull();
  });

  it('in the admin header: one line, the button without the heading and help', async () => {
    server();
    const push = installFakePush();
    uninstall = push.uninstall;
    renderSetting(true);
    expect(await screen.findByRole('button', TURN_ON)).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
