/**
 * The named writes of the app: every write that goes through the outbox has a name here
 * ('rsvp.create'), with its method, its URL built from a typed input, its body, the label the
 * Sync panel shows, the typed metadata the app later looks it up by (kept on the outbox row:
 * a delivered write's body is dropped) and which lists it changes. Pages ask 'is my RSVP
 * waiting?' by name (use-outbox.ts `useQueued`), never by matching URL strings.
 *
 * The shape of one entry of the future contract (shared/api/, issue 23 item 1): when it exists,
 * its endpoints give the method and URL and this registry keeps the rest. Types only from
 * shared/ (no zod at run time: it loads with the outbox, after the first paint); lib/ imports no
 * feature, so the URLs are written here.
 */
import type { CheckinInput } from '@shared/schemas/checkins';
import type { ContactInput } from '@shared/schemas/contact';
import type { JoinForm } from '@shared/schemas/auth';
import type { Language } from '@shared/languages';
import type { MemberProfileInput } from '@shared/schemas/members';
import type { EventRegistrationInput, MemberEventRegistrationInput } from '@shared/schemas/registrations';
import type { OutboxItem } from './db';

/** What a delivered (or refused) write may have changed: the stores that watch it load again. */
export type AffectedList = 'events' | 'my-events' | 'profile' | 'members' | 'analytics' | 'submissions' | 'calendar-feed' | 'check-ins';

/** The parts of a stored row a write is recognised from (rows queued before writes had names). */
export type StoredRow = Pick<OutboxItem, 'method' | 'url' | 'body' | 'labelValues'>;

export interface WriteSpec<I, M> {
  method: OutboxItem['method'];
  url: (input: I) => string;
  body?: (input: I) => unknown;
  /** i18n key shown in the Sync panel and in failure toasts, with its values. */
  label: string;
  labelValues?: (input: I) => Record<string, string>;
  /** What the app finds the write by later (kept after delivery, when the body is gone). */
  meta?: (input: I) => M;
  affects: readonly AffectedList[];
  /** Is a stored row of this method this write (by URL)? For rows stored before names. */
  matches: (url: string) => boolean;
  /** The metadata of such a row (undefined: it cannot be told). */
  metaOfRow?: (row: StoredRow) => M | undefined;
  /** A body field not kept on the device long after a refusal (outbox-hygiene.ts). */
  secret?: 'password';
}

const define = <I, M = undefined>(spec: WriteSpec<I, M>) => spec;

const RSVP_URL = '/api/event-rsvp';
const REGISTRATIONS_URL = '/api/event-registrations';
const CHECKINS_URL = '/api/checkins';
const CANCEL_REGISTRATION = /^\/api\/event-registrations\/(\d+)\/cancel$/;
const PROFILE_PREFIX = '/api/member-profile/user/';
const CALENDAR_FEED_URL = '/api/calendar-feed';

const idAfter = (prefix: string, url: string): number | undefined => (url.startsWith(prefix) ? Number(url.slice(prefix.length)) : undefined);
const withTitle = (title: string) => ({ title });

type SubmissionInput = { title: string; description?: string | null };
const submission = (url: string, label: string) => ({
  method: 'POST' as const,
  url: () => url,
  label,
  affects: ['submissions', 'analytics'] as const,
  matches: (u: string) => u === url,
});

export const WRITES = {
  'rsvp.create': define<{ eventId: number; userId: number; eventTitle: string }, { eventId: number }>({
    method: 'POST',
    url: () => RSVP_URL,
    body: ({ eventId, userId }) => ({ eventId, userId }),
    label: 'events:outbox.rsvp',
    labelValues: (i) => withTitle(i.eventTitle),
    meta: ({ eventId }) => ({ eventId }),
    affects: ['my-events', 'events'],
    matches: (url) => url === RSVP_URL,
    metaOfRow: (row) => ({ eventId: Number((row.body as { eventId?: unknown } | undefined)?.eventId) }),
  }),
  'rsvp.cancel': define<{ eventId: number; eventTitle: string }, { eventId: number }>({
    method: 'DELETE',
    url: ({ eventId }) => `${RSVP_URL}/${eventId}`,
    label: 'events:outbox.cancelRsvp',
    labelValues: (i) => withTitle(i.eventTitle),
    meta: ({ eventId }) => ({ eventId }),
    affects: ['my-events', 'events'],
    matches: (url) => url.startsWith(`${RSVP_URL}/`),
    metaOfRow: (row) => ({ eventId: Number(row.url.slice(RSVP_URL.length + 1)) }),
  }),
  'registration.create': define<
    { input: EventRegistrationInput | MemberEventRegistrationInput; signedIn: boolean; eventTitle: string },
    { eventId: number; signedIn: boolean }
  >({
    method: 'POST',
    url: ({ signedIn }) => (signedIn ? REGISTRATIONS_URL : `${REGISTRATIONS_URL}/anonymous`),
    body: ({ input }) => input,
    label: 'events:outbox.registration',
    labelValues: (i) => withTitle(i.eventTitle),
    meta: ({ input, signedIn }) => ({ eventId: input.eventId, signedIn }),
    affects: ['my-events', 'events'],
    matches: (url) => url === REGISTRATIONS_URL || url === `${REGISTRATIONS_URL}/anonymous`,
    metaOfRow: (row) => ({ eventId: Number((row.body as { eventId?: unknown } | undefined)?.eventId), signedIn: row.url === REGISTRATIONS_URL }),
  }),
  'registration.cancel': define<{ registrationId: number; eventTitle: string; token?: string }, { registrationId: number }>({
    method: 'POST',
    url: ({ registrationId }) => `${REGISTRATIONS_URL}/${registrationId}/cancel`,
    body: ({ token }) => (token ? { token } : {}),
    label: 'tickets:outbox.cancel',
    labelValues: (i) => withTitle(i.eventTitle),
    meta: ({ registrationId }) => ({ registrationId }),
    affects: ['my-events', 'events'],
    matches: (url) => CANCEL_REGISTRATION.test(url),
    metaOfRow: (row) => ({ registrationId: Number(CANCEL_REGISTRATION.exec(row.url)?.[1]) }),
  }),
  'checkin.create': define<CheckinInput & { name: string }, { nonce: string; eventId: number }>({
    method: 'POST',
    url: () => CHECKINS_URL,
    body: ({ name: _shown, ...body }) => body,
    label: 'check-in:outbox.checkIn',
    labelValues: ({ name }) => ({ name }),
    meta: ({ nonce, eventId }) => ({ nonce, eventId }),
    affects: ['check-ins'],
    matches: (url) => url === CHECKINS_URL,
    // Before names, the nonce and event were kept in the label's values (the body is dropped on delivery).
    metaOfRow: ({ labelValues: v }) => (v?.nonce ? { nonce: v.nonce, eventId: Number(v.eventId) } : undefined),
  }),
  'checkin.undo': define<{ nonce: string; name: string }, { nonce: string }>({
    method: 'DELETE',
    url: ({ nonce }) => `${CHECKINS_URL}/${encodeURIComponent(nonce)}`,
    label: 'check-in:outbox.undo',
    labelValues: ({ name }) => ({ name }),
    meta: ({ nonce }) => ({ nonce }),
    affects: ['check-ins'],
    matches: (url) => url.startsWith(`${CHECKINS_URL}/`),
    metaOfRow: (row) => ({ nonce: decodeURIComponent(row.url.slice(CHECKINS_URL.length + 1)) }),
  }),
  'contact.send': define<ContactInput>({
    method: 'POST',
    url: () => '/api/contact',
    body: (input) => input,
    label: 'contact:outboxLabel',
    labelValues: ({ subject }) => ({ subject }),
    affects: [],
    matches: (url) => url === '/api/contact',
  }),
  'join.apply': define<Omit<JoinForm, 'confirmPassword'>>({
    method: 'POST',
    url: () => '/api/auth/register',
    body: (input) => input,
    label: 'join:outboxLabel',
    labelValues: ({ email }) => ({ email }),
    affects: [],
    matches: (url) => url === '/api/auth/register',
    secret: 'password',
  }),
  'profile.update': define<{ userId: number; profile: MemberProfileInput }, { userId: number }>({
    method: 'PUT',
    url: ({ userId }) => `${PROFILE_PREFIX}${userId}`,
    body: ({ profile }) => profile,
    label: 'profile-edit:outboxLabel',
    meta: ({ userId }) => ({ userId }),
    affects: ['profile', 'members', 'analytics'],
    matches: (url) => url.startsWith(PROFILE_PREFIX),
    metaOfRow: (row) => ({ userId: idAfter(PROFILE_PREFIX, row.url) ?? NaN }),
  }),
  'submission.project': define<SubmissionInput>({
    ...submission('/api/projects', 'submissions:writes.project'),
    body: ({ title, description }) => ({ title, description }),
    labelValues: (i) => withTitle(i.title),
  }),
  'submission.news': define<{ title: string; excerpt?: string | null; content: string; author: string }>({
    ...submission('/api/news', 'submissions:writes.article'),
    body: ({ title, excerpt, content, author }) => ({ title, excerpt: excerpt || null, content, author }),
    labelValues: (i) => withTitle(i.title),
  }),
  'submission.gallery': define<SubmissionInput & { shownTitle: string }>({
    ...submission('/api/gallery', 'submissions:writes.image'),
    body: ({ title, description }) => ({ title, description: description || null, category: 'general' }),
    labelValues: (i) => withTitle(i.shownTitle),
  }),
  'calendarFeed.create': define<void>({
    method: 'POST',
    url: () => CALENDAR_FEED_URL,
    body: () => ({}),
    label: 'calendar:writes.createFeed',
    affects: ['calendar-feed'],
    matches: (url) => url === CALENDAR_FEED_URL,
  }),
  'calendarFeed.revoke': define<void>({
    method: 'DELETE',
    url: () => CALENDAR_FEED_URL,
    label: 'calendar:writes.revokeFeed',
    affects: ['calendar-feed'],
    matches: (url) => url === CALENDAR_FEED_URL,
  }),
  'language.set': define<{ language: Language }>({
    method: 'PUT',
    url: () => '/api/auth/language',
    body: ({ language }) => ({ language }),
    label: 'common:outbox.language',
    affects: [],
    matches: (url) => url === '/api/auth/language',
  }),
};

export type WriteName = keyof typeof WRITES;
export type WriteInput<N extends WriteName> = (typeof WRITES)[N] extends WriteSpec<infer I, unknown> ? I : never;
export type WriteMeta<N extends WriteName> = (typeof WRITES)[N] extends WriteSpec<never, infer M> ? M : never;

const NAMES = Object.keys(WRITES) as WriteName[];
const specOf = (name: WriteName) => WRITES[name] as WriteSpec<unknown, unknown>;

/** The name and metadata of a row stored without them (before names, or by an older tab), from its method and URL. */
export function recogniseWrite(row: StoredRow): { name: WriteName; meta: unknown } | undefined {
  const name = NAMES.find((n) => specOf(n).method === row.method && specOf(n).matches(row.url));
  return name && { name, meta: specOf(name).metaOfRow?.(row) };
}

type NamedRow = StoredRow & Partial<Pick<OutboxItem, 'name' | 'meta'>>;

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
  return {
    name,
    method: spec.method,
    url: spec.url(input),
    ...(spec.body && { body: spec.body(input) }),
    label: spec.label,
    ...(spec.labelValues && { labelValues: spec.labelValues(input) }),
    ...(meta !== undefined && { meta }),
  };
}
