import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/lib/db';
import { i18n, loadLanguage } from '@/lib/i18n';
import { setOutboxUser } from '@/lib/outbox';
import { NotificationBell } from '../components/notification-bell';
import { NotificationsPage } from '../components/notifications-page';
import { notificationsMirror } from '../notifications.mirror';
import { INBOX, OTHER_ID, USER, goOffline, json, renderSignedIn, serve, stubAppBadge } from './fixtures';

let badge: ReturnType<typeof stubAppBadge>;
const rows = () => screen.queryAllByTestId('notification');
const titles = () => rows().map((r) => r.querySelector('.font-semibold')!.textContent);
const rowOf = (title: string) => screen.getByText(title).closest('li')!;
const renderInbox = () => renderSignedIn(<NotificationsPage userId={USER.id} />);
const marks = () => db.outbox.filter((i) => i.name === 'notifications.read').toArray();

beforeEach(async () => {
  await Promise.all([db.me.clear(), db.outbox.clear()]);
  setOutboxUser(USER.id);
  badge = stubAppBadge();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false); // nothing queued here is sent unless a test says so
});
afterEach(async () => {
  badge.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('the inbox', () => {
  it('lists the notifications newest first in English, each with how long ago and a link to its page, the unread ones marked new', async () => {
    serve(() => INBOX);
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(titles()).toEqual(['Application approved', 'Tomorrow: Tree planting', 'Registration confirmed: Book fair']);
    const first = rowOf('Application approved');
    expect(within(first).getByText('Welcome to the club! Your membership is active.')).toBeTruthy();
    expect(within(first).getByText('about 2 hours ago')).toBeTruthy();
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/member-dashboard');
    expect(within(rowOf('Tomorrow: Tree planting')).getByText('1 day ago')).toBeTruthy();
    expect(within(rowOf('Registration confirmed: Book fair')).getByRole('link').getAttribute('href')).toBe('/events/4');
    expect(rows().map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
    expect(within(first).getByText('New')).toBeTruthy();
    expect(within(rowOf('Registration confirmed: Book fair')).queryByText('New')).toBeNull();
    // Opening it marked those two read.
    await waitFor(async () => expect((await marks()).map((m) => m.body)).toEqual([{ ids: [3, 2] }]));
  });

  it('shows each notification in Bangla when the app is in Bangla (the server sends both)', async () => {
    await loadLanguage('bn');
    await act(() => i18n.changeLanguage('bn'));
    serve(() => INBOX);
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'নোটিফিকেশন' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(titles()).toEqual(['আবেদন অনুমোদিত', 'আগামীকাল: বৃক্ষরোপণ', 'নিবন্ধন নিশ্চিত: বইমেলা']);
    const first = rowOf('আবেদন অনুমোদিত');
    expect(within(first).getByText('ক্লাবে স্বাগতম! আপনার সদস্যপদ চালু হয়েছে।')).toBeTruthy();
    expect(within(first).getByText('নতুন')).toBeTruthy();
    const ago = first.querySelector('time')!.textContent!;
    expect(ago).toContain('২');
    expect(ago).not.toMatch(/[0-9]/);
    await waitFor(async () => expect(await marks()).toHaveLength(1));
  });

  it('offline, opens the copy kept on this phone and says it is as last loaded', async () => {
    await notificationsMirror.keep(USER.id, INBOX);
    goOffline();
    renderInbox();
    expect(await screen.findByTestId('notifications-offline')).toBeTruthy();
    expect(screen.getByText(/your notifications as last loaded on this phone/)).toBeTruthy();
    expect(titles()).toEqual(['Application approved', 'Tomorrow: Tree planting', 'Registration confirmed: Book fair']);
    await waitFor(async () => expect(await marks()).toHaveLength(1));
  });

  it('never loaded on this phone: says so, never an empty inbox; another person’s copy is not shown', async () => {
    await notificationsMirror.keep(OTHER_ID, INBOX);
    goOffline();
    renderInbox();
    expect(await screen.findByText('Not on this phone yet — connect once to see your notifications')).toBeTruthy();
    expect(screen.queryByText(/No notifications yet/)).toBeNull();
    expect(rows()).toHaveLength(0);
    expect(screen.queryByText('Application approved')).toBeNull();
    expect(await marks()).toEqual([]);
  });

  it('says when there is nothing yet', async () => {
    serve(() => ({ notifications: [], unread: 0 }));
    renderInbox();
    expect(await screen.findByText('No notifications yet. When something needs you, it appears here.')).toBeTruthy();
  });

  it('offline, marks what it shows read through the outbox and in the copy at once: the bell and the app’s icon follow', async () => {
    await notificationsMirror.keep(USER.id, INBOX);
    goOffline();
    renderSignedIn(
      <>
        <NotificationBell />
        <NotificationsPage userId={USER.id} />
      </>,
    );
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    const [mark] = await marks();
    expect(mark).toMatchObject({
      method: 'POST',
      url: '/api/notifications/read',
      body: { ids: [3, 2] },
      status: 'pending',
      userKey: String(USER.id),
      label: 'notifications:writes.read',
    });
    await waitFor(async () => expect((await notificationsMirror.read(USER.id))?.value.unread).toBe(0));
    expect((await notificationsMirror.read(USER.id))?.value.notifications.map((n) => n.read)).toEqual([true, true, true]);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(badge.clearAppBadge).toHaveBeenCalled());
    // Still marked new while the page is open.
    expect(rows().map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
  });

  it('online, sends the mark and loads the inbox again once it is delivered', async () => {
    const allRead = { notifications: INBOX.notifications.map((n) => ({ ...n, read: true })), unread: 0 };
    let inbox = INBOX;
    const fetchMock = serve(() => inbox);
    // The server applies the mark when it arrives.
    const post = (url: string) => url === '/api/notifications/read' && (inbox = allRead);
    fetchMock.mockImplementation(async (url: string) => (post(url) ? json(200, { unread: 0 }) : json(200, inbox)));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderInbox();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/notifications/read')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read')!;
    expect(JSON.parse(String(init!.body))).toEqual({ ids: [3, 2] });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/notifications')).toHaveLength(2));
    await waitFor(async () => expect((await notificationsMirror.read(USER.id))?.value).toEqual(allRead));
  });

  it('marks all read when the server counts more unread than the 50 it shows', async () => {
    await notificationsMirror.keep(USER.id, { ...INBOX, unread: 60 });
    goOffline();
    renderInbox();
    await waitFor(async () => expect(await marks()).toHaveLength(1));
    expect((await marks())[0].body).toEqual({});
    await waitFor(async () => expect((await notificationsMirror.read(USER.id))?.value.unread).toBe(0));
  });
});
