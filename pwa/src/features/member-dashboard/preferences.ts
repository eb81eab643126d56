/**
 * The member Settings kept on this device: the language (the app starts in it, lib/i18n.ts) and
 * whether this device should show notifications (asked of the browser, and remembered).
 */
import { i18n, isLanguage, type Language } from '@/lib/i18n';

export type { Language };
export { chooseLanguage } from '@/lib/language-choice';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode or full: the choice holds for this visit only */
  }
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

export const NOTIFICATIONS_STORAGE_KEY = 'club.notifications';

/** What the browser allows: 'unsupported' when it has no notifications at all. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** On when the member turned it on here and the browser still allows it. */
export const notificationsOn = (): boolean => read(NOTIFICATIONS_STORAGE_KEY) === 'on' && notificationPermission() === 'granted';

/**
 * Turns notifications on for this device: asks the browser when it has not been asked yet.
 * 'on' when allowed; 'blocked' when the browser refuses (now or earlier); 'dismissed' when the
 * question was closed without an answer; 'unsupported' without notifications.
 */
export async function turnNotificationsOn(): Promise<'on' | 'blocked' | 'dismissed' | 'unsupported'> {
  const before = notificationPermission();
  if (before === 'unsupported') return 'unsupported';
  const answer = before === 'default' ? await Notification.requestPermission() : before;
  write(NOTIFICATIONS_STORAGE_KEY, answer === 'granted' ? 'on' : 'off');
  return answer === 'granted' ? 'on' : answer === 'denied' ? 'blocked' : 'dismissed';
}

export function turnNotificationsOff(): void {
  write(NOTIFICATIONS_STORAGE_KEY, 'off');
}
