import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { chooseLanguage, notificationsOn, NOTIFICATIONS_STORAGE_KEY, turnNotificationsOff, turnNotificationsOn } from './preferences';

function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => {
    fake.permission = answer;
    return answer;
  });
  const fake = { permission, requestPermission };
  vi.stubGlobal('Notification', fake);
  return fake;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('language', () => {
  it('switches now and is remembered for the next start', async () => {
    await chooseLanguage('bn', null);
    expect(i18n.language).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    await chooseLanguage('en', null);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('notifications on this device', () => {
  it('asks the browser once; allowed, it is on and remembered', async () => {
    const fake = fakeNotification('default', 'granted');
    expect(await turnNotificationsOn()).toBe('on');
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(NOTIFICATIONS_STORAGE_KEY)).toBe('on');
    expect(notificationsOn()).toBe(true);
    turnNotificationsOff();
    expect(notificationsOn()).toBe(false);
    expect(await turnNotificationsOn()).toBe('on');
    expect(fake.requestPermission).toHaveBeenCalledTimes(1); // already allowed: not asked again
  });

  it('refused now or blocked earlier: blocked, and off', async () => {
    fakeNotification('default', 'denied');
    expect(await turnNotificationsOn()).toBe('blocked');
    expect(notificationsOn()).toBe(false);
    const blocked = fakeNotification('denied');
    expect(await turnNotificationsOn()).toBe('blocked');
    expect(blocked.requestPermission).not.toHaveBeenCalled();
  });

  it('the question closed without an answer is dismissed; a browser without notifications says so', async () => {
    fakeNotification('default', 'default');
    expect(await turnNotificationsOn()).toBe('dismissed');
    vi.stubGlobal('Notification', undefined);
    expect(await turnNotificationsOn()).toBe('unsupported');
    expect(notificationsOn()).toBe(false);
  });

  it('on here but the browser no longer allows it: shown as off', () => {
    localStorage.setItem(NOTIFICATIONS_STORAGE_KEY, 'on');
    fakeNotification('denied');
    expect(notificationsOn()).toBe(false);
  });
});
