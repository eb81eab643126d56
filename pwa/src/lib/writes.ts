/**
 * The named writes of the app: every write that goes through the outbox has a name here
 * ('rsvp.create'), with its endpoint of the contract (shared/api/: the method and the path), the
 * path's parameters and the body built from a typed input, the label the Sync panel shows, the
 * typed metadata the app later looks it up by (kept on the outbox row: a delivered write's body is
 * dropped) and which lists it changes. Pages ask 'is my RSVP waiting?' by name (use-outbox.ts
 * `useQueued`), never by matching URL strings. A row stored before writes had names is recognised
 * by its method and its path, matched against the endpoints' path patterns.
 */
import type { AnyEndpoint } from '@shared/api/endpoint';
import { pathOf } from '@shared/api/endpoint';
import { authApi } from '@shared/api/auth';
import { calendarApi } from '@shared/api/calendar';
import { checkinsApi } from '@shared/api/checkins';
import { contactApi } from '@shared/api/contact';
import { galleryApi } from '@shared/api/gallery';
import { membersApi } from '@shared/api/members';
import { newsApi } from '@shared/api/news';
import { notificationPreferencesApi } from '@shared/api/notification-preferences';
import { notificationsApi } from '@shared/api/notifications';
import { projectsApi } from '@shared/api/projects';
import { registrationsApi } from '@shared/api/registrations';
import { rsvpsApi } from '@shared/api/rsvps';
import type { CheckinInput } from '@shared/schemas/checkins';
import type { ContactInput } from '@shared/schemas/contact';
import type { JoinForm } from '@shared/schemas/auth';
import type { Language } from '@shared/languages';
import type { MemberProfileInput } from '@shared/schemas/members';
import type { NotificationPreferencesInput } from '@shared/schemas/notification-preferences';
import type { MarkReadInput } from '@shared/schemas/notifications';
import type { EventRegistrationInput, MemberEventRegistrationInput } from '@shared/schemas/registrations';

/** What a delivered (or refused) write may have changed: the stores that watch it load again. */
export type AffectedList =
  'events' | 'my-events' | 'profile' | 'members' | 'analytics' | 'submissions' | 'calendar-feed' | 'check-ins' | 'notifications' | 'notification-preferences';

/** The parts of a stored row a write is recognised from (rows queued before writes had names). */
export interface StoredRow {
  method: WriteMethod;
  url: string;
  body?: unknown;
  labelValues?: Record<string, string>;
}
/** The methods of writes (an outbox row's; db.ts keeps rows of this shape, and imports this file). */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface WriteSpec<I, M> {
  /** The endpoint it calls; a write that calls one of two (a registration signed in or not) chooses by its input. */
  endpoint: AnyEndpoint | ((input: I) => AnyEndpoint);
  /** Every endpoint it may call: what a stored row is recognised by. */
  endpoints: readonly AnyEndpoint[];
  params?: (input: I) => Record<string, string | number>;
  body?: (input: I) => unknown;
  /** i18n key shown in the Sync panel and in failure toasts, with its values. */
  label: string;
  labelValues?: (input: I) => Record<string, string>;
  /** What the app finds the write by later (kept after delivery, when the body is gone). */
  meta?: (input: I) => M;
  affects: readonly AffectedList[];
  /** The metadata of a row stored before names, from its path's parameters (or body, labels); undefined: it cannot be told. */
  metaOfRow?: (row: StoredRow, params: Record<string, string>) => M | undefined;
}

type Spec<I, M> = Omit<WriteSpec<I, M>, 'endpoints'> & { endpoints?: readonly AnyEndpoint[] };
const define = <I, M = undefined>(spec: Spec<I, M>): WriteSpec<I, M> => ({
  ...spec,
  endpoints: spec.endpoints ?? [spec.endpoint as AnyEndpoint],
});

/** The parameters of `url` if it is `endpoint`'s path (`/api/event-rsvp/3` of `/api/event-rsvp/:eventId` -> { eventId: '3' }). */
export function paramsOfUrl(endpoint: Pick<AnyEndpoint, 'path'>, url: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, (_, name: string) => (names.push(name), '([^/?]+)'));
  const match = new RegExp(`^${pattern}$`).exec(url.split('?')[0]);
  return match ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1])])) : undefined;
}

const withTitle = (title: string) => ({ title });
const bodyOf = (row: StoredRow) => row.body as Record<string, unknown> | undefined;

type SubmissionInput = { title: string; description?: string | null };
const submission = (endpoint: AnyEndpoint, label: string) => ({ endpoint, label, affects: ['submissions', 'analytics'] as const });

export const WRITES = {
  'rsvp.create': define<{ eventId: number; userId: number; eventTitle: string }, { eventId: number }>({
    endpoint: rsvpsApi.create,
    body: ({ eventId, userId }) => ({ eventId, userId }),
    label: 'events:outbox.rsvp',
    labelValues: (i) => withTitle(i.eventTitle),
    meta: ({ eventId }) => ({ eventId }),
    affects: ['my-events', 'events'],
    metaOfRow: (row) => ({ eventId: Number(bodyOf(row)?.eventId) }),
  }),
  'rsvp.cancel': define<{ eventId: number; eventTitle: string }, { eventId: number }>({
    endpoint: rsvpsApi.cancel,
    params: ({ eventId }) => ({ eventId }),
    label: 'events:outbox.cancelRsvp',
    labelValues: (i) => withTitle(i.eventTitle),
    meta: ({ eventId }) => ({ eventId }),
    affects: ['my-events', 'events'],
    metaOfRow: (_row, params) => ({ eventId: Number(params.eventId) }),
  }),
  'registration.create': define<
    {
      input: EventRegistrationInput | MemberEventRegistrationInput;
      signedIn: boolean;
      eventTitle: string;
      eventDate?: string | null;
      eventTime?: string | null;
    },
    /** The event's day and time: a visitor's ticket kept once the queued registration is delivered. */
    { eventId: number; signedIn: boolean; eventDate?: string | null; eventTime?: string | null }
  >({
    endpoint: ({ signedIn }) => (signedIn ? registrationsApi.register : registrationsApi.registerAnonymous),
    endpoints: [registrationsApi.register, registrationsApi.registerAnonymous],
    body: ({ input }) => input,
    label: 'events:outbox.registration',
    labelValues: (i) => withTitle(i.eventTitle),
    meta: ({ input, signedIn, eventDate, eventTime }) => ({ eventId: input.eventId, signedIn, eventDate, eventTime }),
    affects: ['my-events', 'events'],
    metaOfRow: (row) => ({ eventId: Number(bodyOf(row)?.eventId), signedIn: row.url === registrationsApi.register.path }),
  }),
  'registration.cancel': define<{ registrationId: number; eventTitle: string; token?: string }, { registrationId: number }>({
    endpoint: registrationsApi.cancel,
    params: ({ registrationId }) => ({ id: registrationId }),
    body: ({ token }) => (token ? { token } : {}),
    label: 'tickets:outbox.cancel',
    labelValues: (i) => withTitle(i.eventTitle),
    meta: ({ registrationId }) => ({ registrationId }),
    affects: ['my-events', 'events'],
    metaOfRow: (_row, params) => ({ registrationId: Number(params.id) }),
  }),
  'checkin.create': define<CheckinInput & { name: string }, { nonce: string; eventId: number }>({
    endpoint: checkinsApi.create,
    body: ({ name: _shown, ...body }) => body,
    label: 'check-in:outbox.checkIn',
    labelValues: ({ name }) => ({ name }),
    meta: ({ nonce, eventId }) => ({ nonce, eventId }),
    affects: ['check-ins'],
    // Before names, the nonce and event were kept in the label's values (the body is dropped on delivery).
    metaOfRow: ({ labelValues: v }) => (v?.nonce ? { nonce: v.nonce, eventId: Number(v.eventId) } : undefined),
  }),
  'checkin.undo': define<{ nonce: string; name: string }, { nonce: string }>({
    endpoint: checkinsApi.undo,
    params: ({ nonce }) => ({ nonce }),
    label: 'check-in:outbox.undo',
    labelValues: ({ name }) => ({ name }),
    meta: ({ nonce }) => ({ nonce }),
    affects: ['check-ins'],
    metaOfRow: (_row, params) => ({ nonce: params.nonce }),
  }),
  'contact.send': define<ContactInput>({
    endpoint: contactApi.send,
    body: (input) => input,
    label: 'contact:outboxLabel',
    labelValues: ({ subject }) => ({ subject }),
    affects: [],
  }),
  'join.apply': define<Omit<JoinForm, 'confirmPassword'> & { language?: Language }>({
    endpoint: authApi.register,
    body: (input) => input,
    label: 'join:outboxLabel',
    labelValues: ({ email }) => ({ email }),
    affects: [],
  }),
  'profile.update': define<{ userId: number; profile: MemberProfileInput }, { userId: number }>({
    endpoint: membersApi.saveOwnProfile,
    params: ({ userId }) => ({ userId }),
    body: ({ profile }) => profile,
    label: 'profile-edit:outboxLabel',
    meta: ({ userId }) => ({ userId }),
    affects: ['profile', 'members', 'analytics'],
    metaOfRow: (_row, params) => ({ userId: Number(params.userId) }),
  }),
  'submission.project': define<SubmissionInput>({
    ...submission(projectsApi.create, 'submissions:writes.project'),
    body: ({ title, description }) => ({ title, description }),
    labelValues: (i) => withTitle(i.title),
  }),
  'submission.news': define<{ title: string; excerpt?: string | null; content: string; author: string }>({
    ...submission(newsApi.create, 'submissions:writes.article'),
    body: ({ title, excerpt, content, author }) => ({ title, excerpt: excerpt || null, content, author }),
    labelValues: (i) => withTitle(i.title),
  }),
  'submission.gallery': define<SubmissionInput & { titleBn?: string | null; descriptionBn?: string | null; shownTitle: string }>({
    ...submission(galleryApi.create, 'submissions:writes.image'),
    // A write queued before Bangla captions existed has none: sent without them.
    body: ({ title, description, titleBn, descriptionBn }) => ({
      title,
      description: description || null,
      titleBn: titleBn || null,
      descriptionBn: descriptionBn || null,
      category: 'general',
    }),
    labelValues: (i) => withTitle(i.shownTitle),
  }),
  'calendarFeed.create': define<void>({
    endpoint: calendarApi.createFeed,
    body: () => ({}),
    label: 'calendar:writes.createFeed',
    affects: ['calendar-feed'],
  }),
  'calendarFeed.revoke': define<void>({
    endpoint: calendarApi.revokeFeed,
    label: 'calendar:writes.revokeFeed',
    affects: ['calendar-feed'],
  }),
  // Without ids: all of them (older unread ones may lie beyond the 50 the inbox shows).
  'notifications.read': define<MarkReadInput, MarkReadInput>({
    endpoint: notificationsApi.markRead,
    body: (input) => input,
    label: 'notifications:writes.read',
    meta: ({ ids }) => ({ ids }),
    affects: ['notifications'],
  }),
  'notifications.preferences': define<NotificationPreferencesInput>({
    endpoint: notificationPreferencesApi.save,
    body: (input) => input,
    label: 'common:outbox.notificationPreferences',
    affects: ['notification-preferences'],
  }),
  'language.set': define<{ language: Language }>({
    endpoint: authApi.language,
    body: ({ language }) => ({ language }),
    label: 'common:outbox.language',
    affects: [],
  }),
};

export type WriteName = keyof typeof WRITES;
export type WriteInput<N extends WriteName> = (typeof WRITES)[N] extends WriteSpec<infer I, unknown> ? I : never;
export type WriteMeta<N extends WriteName> = (typeof WRITES)[N] extends WriteSpec<never, infer M> ? M : never;

const NAMES = Object.keys(WRITES) as WriteName[];
const specOf = (name: WriteName) => WRITES[name] as WriteSpec<unknown, unknown>;

/** The name and metadata of a row stored without them (before names, or by an older tab), from its method and URL. */
export function recogniseWrite(row: StoredRow): { name: WriteName; meta: unknown } | undefined {
  for (const name of NAMES) {
    for (const e of specOf(name).endpoints) {
      const params = e.method === row.method ? paramsOfUrl(e, row.url) : undefined;
      if (params) return { name, meta: specOf(name).metaOfRow?.(row, params) };
    }
  }
  return undefined;
}

type NamedRow = StoredRow & { name?: string; meta?: unknown };

/** The write a stored row is: its stored name, else recognised; undefined for a row of no known write. */
export const nameOf = (row: NamedRow): WriteName | undefined => (row.name && row.name in WRITES ? (row.name as WriteName) : recogniseWrite(row)?.name);

/** The metadata of a row that is the write `name`; undefined for any other (or when it cannot be told). */
export function metaOf<N extends WriteName>(row: NamedRow, name: N): WriteMeta<N> | undefined {
  if (row.name) return row.name === name ? (row.meta as WriteMeta<N> | undefined) : undefined;
  const found = recogniseWrite(row);
  return found?.name === name ? (found.meta as WriteMeta<N> | undefined) : undefined;
}

/** Whether delivering (or refusing) the row may have changed `list`. */
export function affects(row: NamedRow, list: AffectedList): boolean {
  const name = nameOf(row);
  return !!name && WRITES[name].affects.includes(list);
}

/** The outbox row of a named write: what is sent (method, URL, body) and what is kept beside it. */
export function describeWrite<N extends WriteName>(name: N, input: WriteInput<N>) {
  const spec = specOf(name);
  const meta = spec.meta?.(input);
  const endpoint = typeof spec.endpoint === 'function' ? spec.endpoint(input) : spec.endpoint;
  return {
    name,
    // Writes are never GETs (the contract's writes are POST, PUT, PATCH or DELETE).
    method: endpoint.method as WriteMethod,
    url: pathOf(endpoint, spec.params?.(input)),
    ...(spec.body && { body: spec.body(input) }),
    label: spec.label,
    ...(spec.labelValues && { labelValues: spec.labelValues(input) }),
    ...(meta !== undefined && { meta }),
  };
}
