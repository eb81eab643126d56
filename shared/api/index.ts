/**
 * Every area of the contract, for the server, the tests and the docs (scripts/api-table.ts). The
 * app imports an area's file, never this one: each page loads only the schemas it uses.
 */
import type { AnyEndpoint } from './endpoint';
import { analyticsApi } from './analytics';
import { accountApi } from './account';
import { authApi } from './auth';
import { calendarApi } from './calendar';
import { checkinsApi } from './checkins';
import { contactApi } from './contact';
import { eventsApi } from './events';
import { exportsApi } from './exports';
import { galleryApi } from './gallery';
import { moderationApi } from './moderation';
import { newsApi } from './news';
import { notificationsApi } from './notifications';
import { notificationPreferencesApi } from './notification-preferences';
import { noticesApi } from './notices';
import { projectsApi } from './projects';
import { pushApi } from './push';
import { membersApi } from './members';
import { messagesApi } from './messages';
import { registrationsApi } from './registrations';
import { reportsApi } from './reports';
import { rsvpsApi } from './rsvps';
import { sessionApi } from './session';
import { settingsApi } from './settings';
import { submissionsApi } from './submissions';
import { uploadsApi } from './uploads';
import { usersApi } from './users';
import { healthApi } from './health';
import { searchApi } from './search';

export const CONTRACT = {
  session: sessionApi,
  auth: authApi,
  account: accountApi,
  users: usersApi,
  members: membersApi,
  settings: settingsApi,
  analytics: analyticsApi,
  contact: contactApi,
  events: eventsApi,
  registrations: registrationsApi,
  rsvps: rsvpsApi,
  checkins: checkinsApi,
  calendar: calendarApi,
  exports: exportsApi,
  health: healthApi,
  projects: projectsApi,
  search: searchApi,
  news: newsApi,
  gallery: galleryApi,
  moderation: moderationApi,
  submissions: submissionsApi,
  uploads: uploadsApi,
  notices: noticesApi,
  reports: reportsApi,
  push: pushApi,
  notifications: notificationsApi,
  notificationPreferences: notificationPreferencesApi,
  messages: messagesApi,
} satisfies Record<string, Record<string, AnyEndpoint>>;

/** Each endpoint with its name (`contact.send`). */
export const endpoints = (): Array<{ name: string; endpoint: AnyEndpoint }> =>
  Object.entries(CONTRACT).flatMap(([area, api]) =>
    Object.entries(api).map(([name, endpoint]) => ({ name: `${area}.${name}`, endpoint: endpoint as AnyEndpoint })),
  );
