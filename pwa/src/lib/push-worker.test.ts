import { describe, expect, it, vi } from 'vitest';
import { APP_ICON, openFromNotification, readPush, showPush, targetOf, type PushScope } from './push-worker';

const ORIGIN = 'https://club.example.org';
const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) });
const notice = { title: 'নিবন্ধন নিশ্চিত', body: 'কর্মশালায় দেখা হবে।', url: '/events/7', tag: 'registration-7', lang: 'bn', unread: 3 };

/** A worker scope with the given open windows (each a fake WindowClient). */
function scopeWith(windows: Array<{ url: string; navigate?: (url: string) => Promise<unknown> }> = [], badge = true) {
  const opened = windows.map((w) => ({ ...w, focus: vi.fn(async () => w), navigate: vi.fn(w.navigate ?? (async (url: string) => ({ url }))) }));
  const scope = {
    registration: { showNotification: vi.fn(async () => undefined) },
    navigator: badge ? { setAppBadge: vi.fn(async () => undefined) } : {},
    location: { origin: ORIGIN },
    clients: { matchAll: vi.fn(async () => opened), openWindow: vi.fn(async () => null) },
  } satisfies PushScope;
  return { scope, windows: opened };
}

describe('a push arriving', () => {
  it("shows the notification in the reader's language with the app's icon, and sets the badge to the unread count", async () => {
    const { scope } = scopeWith();
    await showPush(scope, data(JSON.stringify(notice)));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('নিবন্ধন নিশ্চিত', {
      body: 'কর্মশালায় দেখা হবে।',
      icon: APP_ICON,
      badge: APP_ICON,
      lang: 'bn',
      tag: 'registration-7',
      data: { url: '/events/7' },
    });
    expect(scope.navigator.setAppBadge).toHaveBeenCalledWith(3);
  });

  it('leaves the badge alone when the push carries no count, and on a phone without badges', async () => {
    const { scope } = scopeWith();
    await showPush(scope, data({ ...notice, unread: undefined }));
    expect(scope.navigator.setAppBadge).not.toHaveBeenCalled();
    const bare = scopeWith([], false).scope;
    await showPush(bare, data(notice));
    expect(bare.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a push that is not ours: not JSON, fields missing or of the wrong kind', async () => {
    for (const body of [null, data('not json'), data({ title: 'Hi' }), data({ ...notice, title: 7 }), data([1, 2])]) {
      const { scope } = scopeWith();
      await showPush(scope, body as never);
      expect(scope.registration.showNotification).not.toHaveBeenCalled();
    }
    expect(readPush(data({ ...notice, unread: -1, tag: 5 }))).toEqual({ title: notice.title, body: notice.body, url: notice.url, lang: 'bn' });
  });
});

describe('tapping a notification', () => {
  const notification = (url: unknown) => ({ data: { url }, close: vi.fn() });

  it('opens its page in a new window when the app is not open', async () => {
    const { scope } = scopeWith();
    const n = notification('/application-status');
    await openFromNotification(scope, n);
    expect(n.close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/application-status`);
  });

  it('focuses an open window of the app and sends it to the page', async () => {
    const { scope, windows } = scopeWith([{ url: `${ORIGIN}/` }]);
    await openFromNotification(scope, notification('/participant-dashboard?tab=registrations'));
    expect(windows[0].focus).toHaveBeenCalled();
    expect(windows[0].navigate).toHaveBeenCalledWith(`${ORIGIN}/participant-dashboard?tab=registrations`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers a window already on that page, and only focuses it', async () => {
    const { scope, windows } = scopeWith([{ url: `${ORIGIN}/news` }, { url: `${ORIGIN}/events/7` }]);
    await openFromNotification(scope, notification('/events/7'));
    expect(windows[1].focus).toHaveBeenCalled();
    expect(windows[0].focus).not.toHaveBeenCalled();
    expect(windows[1].navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when the open one cannot be sent there (a window this worker does not control)', async () => {
    const { scope } = scopeWith([{ url: `${ORIGIN}/`, navigate: async () => Promise.reject(new TypeError('not controlled')) }]);
    await openFromNotification(scope, notification('/events/7'));
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/events/7`);
  });

  it('still sends the open window to the page when the browser refuses to focus it', async () => {
    const { scope, windows } = scopeWith([{ url: `${ORIGIN}/` }]);
    windows[0].focus.mockRejectedValueOnce(new DOMException('Not allowed to focus a window', 'InvalidAccessError'));
    await openFromNotification(scope, notification('/events/7'));
    expect(windows[0].navigate).toHaveBeenCalledWith(`${ORIGIN}/events/7`);
  });

  it('opens only pages of this site: another address opens the home page', () => {
    expect(targetOf({ url: 'https://evil.example/phish' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetOf({ url: '//evil.example/x' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetOf({ url: 'javascript:alert(1)' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetOf(null, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetOf({ url: `${ORIGIN}/members` }, ORIGIN)).toBe(`${ORIGIN}/members`);
  });
});
