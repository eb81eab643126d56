import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { NotificationInbox, NotificationItem } from '@shared/schemas/notifications';
import type { CurrentUser } from '@shared/schemas/users';
import { AuthProvider } from '@/lib/auth';
import { testUser } from '@/test/fixtures/users';

export const USER = testUser({ id: 42, firstName: 'Rafi' });
/** Who used the phone before. */
export const OTHER_ID = 7;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const texts = (en: string, bn: string) => ({ en, bn });

const item = (over: Partial<NotificationItem> & Pick<NotificationItem, 'id' | 'title' | 'body'>): NotificationItem => ({
  kind: 'event.reminder',
  url: '/events/5',
  createdAt: hoursAgo(1),
  read: false,
  ...over,
});

/** Rafi's inbox as GET /api/notifications answers it: newest first, two unread. */
export const INBOX: NotificationInbox = {
  notifications: [
    item({
      id: 3,
      kind: 'application.decided',
      title: texts('Application approved', 'আবেদন অনুমোদিত'),
      body: texts('Welcome to the club! Your membership is active.', 'ক্লাবে স্বাগতম! আপনার সদস্যপদ চালু হয়েছে।'),
      url: '/member-dashboard',
      createdAt: hoursAgo(2),
    }),
    item({
      id: 2,
      title: texts('Tomorrow: Tree planting', 'আগামীকাল: বৃক্ষরোপণ'),
      body: texts('Tree planting starts at 9:00 AM at the school yard.', 'বৃক্ষরোপণ শুরু সকাল ৯টায়, স্কুলের মাঠে।'),
      createdAt: hoursAgo(26),
    }),
    item({
      id: 1,
      kind: 'registration.confirmed',
      title: texts('Registration confirmed: Book fair', 'নিবন্ধন নিশ্চিত: বইমেলা'),
      body: texts('Your ticket is on your dashboard.', 'আপনার টিকিট ড্যাশবোর্ডে আছে।'),
      url: '/events/4',
      createdAt: hoursAgo(80),
      read: true,
    }),
  ],
  unread: 2,
};

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: the inbox at GET, `{ unread: 0 }` to a mark; `inbox` is read at each request. */
export function serve(inbox: () => NotificationInbox) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === '/api/notifications' && (init?.method ?? 'GET') === 'GET' ? json(200, inbox()) : json(200, { unread: 0 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** No network: every request fails as a browser's does. */
export function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

/** The Badging API, as an installed app on Android has it (jsdom has none): remove with the returned function. */
export function stubAppBadge() {
  const badge = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
  Object.assign(navigator, badge);
  return {
    ...badge,
    remove: () => {
      delete (navigator as unknown as Partial<typeof badge>).setAppBadge;
      delete (navigator as unknown as Partial<typeof badge>).clearAppBadge;
    },
  };
}

export function renderSignedIn(ui: ReactNode, user: CurrentUser | null = USER) {
  return render(
    <AuthProvider initialUser={user}>
      <MemoryRouter initialEntries={['/notifications']}>{ui}</MemoryRouter>
    </AuthProvider>,
  );
}
