import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { db } from '@/lib/db';
import { i18n, loadLanguage } from '@/lib/i18n';
import { setOutboxUser } from '@/lib/outbox';
import { outboxItem } from '@/lib/outbox-item.test-utils';
import { describeWrite } from '@/lib/writes';
import { NotificationBell } from '../components/notification-bell';
import { notificationsMirror } from '../notifications.mirror';
import { INBOX, OTHER_ID, USER, goOffline, renderSignedIn, serve, stubAppBadge } from './fixtures';

let badge: ReturnType<typeof stubAppBadge>;
const bell = () => screen.getByRole('link', { name: /^Notifications/ });

beforeEach(async () => {
  await Promise.all([db.me.clear(), db.outbox.clear()]);
  setOutboxUser(USER.id);
  badge = stubAppBadge();
});
afterEach(async () => {
  badge.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('the notification bell', () => {
  it('shows the unread count, links to the inbox, and puts the count on the app’s icon', async () => {
    serve(() => INBOX);
    renderSignedIn(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(bell().getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
    await waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(2));
    // Kept on the phone for Rafi only.
    expect((await notificationsMirror.read(USER.id))?.value).toEqual(INBOX);
    expect(await notificationsMirror.read(OTHER_ID)).toBeNull();
  });

  it('says 99+ beyond 99, and clears the app’s icon when nothing is unread', async () => {
    let inbox = { ...INBOX, unread: 150 };
    serve(() => inbox);
    renderSignedIn(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 150 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('99+');

    inbox = { notifications: INBOX.notifications.map((n) => ({ ...n, read: true })), unread: 0 };
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    await waitFor(() => expect(badge.clearAppBadge).toHaveBeenCalled());
  });

  it('speaks Bangla, with Bengali digits', async () => {
    await loadLanguage('bn');
    await act(() => i18n.changeLanguage('bn'));
    serve(() => INBOX);
    renderSignedIn(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'নোটিফিকেশন, ২টি পড়া হয়নি' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('২');
  });

  it('offline, counts from the copy kept for this person; never another person’s', async () => {
    await notificationsMirror.keep(OTHER_ID, INBOX);
    goOffline();
    const { unmount } = renderSignedIn(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(badge.setAppBadge).not.toHaveBeenCalled();
    unmount();

    await notificationsMirror.keep(USER.id, INBOX);
    renderSignedIn(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('counts a mark still waiting in the outbox as read', async () => {
    serve(() => INBOX); // the server has not had the mark yet
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.outbox.add(outboxItem({ ...describeWrite('notifications.read', { ids: [3] }), userKey: String(USER.id) }));
    renderSignedIn(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() => expect(badge.setAppBadge).toHaveBeenLastCalledWith(1));
  });

  it('is not there for a visitor, whose phone shows no one’s count on its icon', async () => {
    serve(() => INBOX);
    renderSignedIn(<NotificationBell />, null);
    await waitFor(() => expect(badge.clearAppBadge).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
    expect(badge.setAppBadge).not.toHaveBeenCalled();
  });
});
