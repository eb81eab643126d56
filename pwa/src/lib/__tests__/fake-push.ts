import { vi } from 'vitest';

/** The server's VAPID public key in the tests (65 bytes, base64url) and its bytes. */
export const SERVER_KEY = `B${'A'.repeat(86)}`;
const keyBytes = () => Uint8Array.from(atob(`${SERVER_KEY.replace(/-/g, '+').replace(/_/g, '/')}=`), (c) => c.charCodeAt(0));

/** A browser subscription as PushManager makes it. */
export function fakeSubscription(endpoint = 'https://push.example.test/push/this-phone') {
  return {
    endpoint,
    options: { applicationServerKey: keyBytes().buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
}
export type FakeSubscription = ReturnType<typeof fakeSubscription>;

/**
 * A browser with push (jsdom has none): a service worker registration whose PushManager holds
 * `current`, and Notification with the given permission; `answer` is what the permission prompt
 * answers. `uninstall()` puts jsdom back.
 */
export function installFakePush(opts: { permission?: NotificationPermission; answer?: NotificationPermission; current?: FakeSubscription | null } = {}) {
  const state = { permission: opts.permission ?? 'default', current: opts.current ?? null };
  const requestPermission = vi.fn(async () => (state.permission = opts.answer ?? 'granted'));
  const pushManager = {
    getSubscription: vi.fn(async () => state.current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => (state.current = fakeSubscription())),
  };
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
  return {
    state,
    requestPermission,
    pushManager,
    uninstall: () => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      vi.unstubAllGlobals();
    },
  };
}
