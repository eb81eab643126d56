/**
 * What the service worker (sw.ts) does with a push: shows the notification the server sent (in the
 * reader's language, shared/schemas/push.ts), sets the app's badge to the unread count, and on a
 * tap opens the page the notification names, in a window of the app that is already open if there
 * is one. No React and no zod: the worker stays small. The scope is passed in, so tests give a fake.
 */

/** The app's icon (vite.config.ts manifest); the manifest has no monochrome badge icon, so it is the badge too. */
export const APP_ICON = '/icons/icon-192.png';
export const BADGE_ICON = APP_ICON;

/** A push as the server sends it (api/src/push/push.sender.ts). */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag?: string;
  lang: string;
  unread?: number;
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** What of the worker's global scope a push needs. */
export interface PushScope {
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  navigator: { setAppBadge?(count?: number): Promise<void> };
  location: { origin: string };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

const text = (v: unknown): v is string => typeof v === 'string';

/** The push's JSON, checked field by field: null when it is not one of ours (or not JSON). */
export function readPush(data: { json(): unknown } | null | undefined): PushNotice | null {
  let v: Record<string, unknown>;
  try {
    v = data?.json() as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object' || !text(v.title) || !text(v.body) || !text(v.url) || !text(v.lang)) return null;
  return {
    title: v.title,
    body: v.body,
    url: v.url,
    lang: v.lang,
    ...(text(v.tag) && { tag: v.tag }),
    ...(Number.isInteger(v.unread) && (v.unread as number) >= 0 && { unread: v.unread as number }),
  };
}

/** Shows the notification and sets the badge (where the phone has one); a push that is not ours shows nothing. */
export async function showPush(scope: PushScope, data: { json(): unknown } | null | undefined): Promise<void> {
  const notice = readPush(data);
  if (!notice) return;
  const badge = notice.unread !== undefined && scope.navigator.setAppBadge?.(notice.unread).catch(() => undefined);
  await Promise.all([
    scope.registration.showNotification(notice.title, {
      body: notice.body,
      icon: APP_ICON,
      badge: BADGE_ICON,
      lang: notice.lang,
      tag: notice.tag,
      data: { url: notice.url },
    }),
    badge,
  ]);
}

/** The page to open: the notification's own, only on this site (anything else opens the home page). */
export function targetOf(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  try {
    const target = new URL(text(url) ? url : '/', origin);
    if (target.origin === origin) return target.href;
  } catch {
    /* not a URL */
  }
  return `${origin}/`;
}

/**
 * A tap: the notification closes and its page opens, in the app's window if one is open (focused,
 * then sent there), else in a new one.
 */
export async function openFromNotification(scope: PushScope, notification: { data: unknown; close(): void }): Promise<void> {
  notification.close();
  const { origin } = scope.location;
  const url = targetOf(notification.data, origin);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url === url) ?? windows[0];
  if (!open) {
    await scope.clients.openWindow(url);
    return;
  }
  // A browser may refuse the focus (no tap behind the event): the page still goes where it should.
  await open.focus().catch(() => undefined);
  if (open.url === url) return;
  // navigate() works for a window this worker controls; another opens the page anew.
  const went = await open.navigate?.(url).catch(() => null);
  if (!went) await scope.clients.openWindow(url);
}
