/**
 * This phone's push subscription (issue 26), for the 'Notify me on this phone' control
 * (features/push) and for signing out (lib/auth.tsx): asking the browser, subscribing with the
 * server's key and saving it for the signed-in user, and undoing all of it. The device remembers
 * which user turned it on, so the next person on a shared phone starts with it off.
 */
import { pushApi } from '@shared/api/push';
import { call } from './api-client';

/** What the control shows. 'dismissed': the question was closed without an answer (it may be asked again). */
export type PushState = 'unsupported' | 'blocked' | 'dismissed' | 'off' | 'on';

const OWNER_KEY = 'club.push.owner';

function owner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}
function setOwner(userId: number | null): void {
  try {
    if (userId === null) localStorage.removeItem(OWNER_KEY);
    else localStorage.setItem(OWNER_KEY, String(userId));
  } catch {
    /* private mode: the server still knows */
  }
}

/** Push needs a service worker, the Push API and notifications (iPhone: only in the app added to the home screen). */
export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';

/** The app's service worker registration, if one is installed (none in development, or before the first install). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupported() ? navigator.serviceWorker.getRegistration() : undefined;
}

const subscriptionNow = async (): Promise<PushSubscription | null> => (await (await registration())?.pushManager.getSubscription()) ?? null;

/** base64url (the server's key) to bytes, as PushManager.subscribe takes it. */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((base64url.length + 3) % 4);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** Saves this browser's subscription for the signed-in user (the server moves it from whoever had it). */
function save(subscription: PushSubscription): Promise<unknown> {
  const { keys } = subscription.toJSON();
  return call(pushApi.subscribe, { body: { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } } });
}

/**
 * This browser's subscription made with the server's current key: the one it has, else a new one
 * (one made with a replaced key cannot receive ours, so it ends). Needs the permission granted.
 */
async function subscribed(worker: ServiceWorkerRegistration): Promise<PushSubscription> {
  const key = bytesOf((await call(pushApi.key)).publicKey);
  const current = await worker.pushManager.getSubscription();
  if (current && sameBytes(current.options.applicationServerKey, key)) return current;
  await current?.unsubscribe();
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

let resaved = false;

/**
 * Where this phone stands for the user. Turned on by someone else (a shared phone whose last user
 * did not sign out): that subscription ends here, so their messages stop showing on this phone.
 * Turned on by this user: saved again once per visit (new keys, a replaced server key, and this
 * session then signs it out).
 */
export async function pushState(userId: number): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await subscriptionNow();
  if (!subscription) return 'off';
  if (owner() !== String(userId)) {
    await subscription.unsubscribe().catch(() => false);
    setOwner(null);
    return 'off';
  }
  if (Notification.permission !== 'granted') return 'off';
  if (!resaved) {
    resaved = true;
    void registration()
      .then((worker) => worker && subscribed(worker).then(save))
      .catch(() => (resaved = false));
  }
  return 'on';
}

/**
 * 'Notify me on this phone': asks the browser (only now, after the tap), subscribes with the
 * server's key and saves it for the user. Throws when the server or the push service cannot be reached.
 */
export async function turnPushOn(userId: number): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const answer = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (answer === 'denied') return 'blocked';
  if (answer !== 'granted') return 'dismissed';
  const worker = await registration();
  if (!worker) return 'unsupported';
  await save(await subscribed(worker));
  setOwner(userId);
  resaved = true;
  return 'on';
}

/**
 * Turns this phone off: the server forgets it for the signed-in user (when it can be reached) and
 * the browser ends the subscription, so the push service refuses anything still sent to it.
 */
export async function turnPushOff(): Promise<void> {
  const subscription = await subscriptionNow();
  setOwner(null);
  if (!subscription) return;
  await call(pushApi.unsubscribe, { query: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
