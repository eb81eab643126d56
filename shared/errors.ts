import type { PendingMember } from './schemas/members';

/** Error codes the API answers with, and the body every error has. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'session_mismatch',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'idempotency_mismatch',
  'too_many_requests',
  'unavailable',
  /** maintenanceMode is on: a write by anyone but an admin waits (503 with Retry-After). */
  'maintenance',
  /** allowRegistrations is off: sign-up and event registration are refused (403). */
  'registrations_closed',
  /** Check-in: no registration of this event has the ticket code (404). */
  'ticket_unknown',
  /** Check-in: the ticket's registration was cancelled (409). */
  'ticket_cancelled',
  /** Check-in: the ticket's registration is on the waitlist (409). */
  'ticket_waitlisted',
  /** The event is full (409); `waitlist` in the body says whether the same call with joinWaitlist: true would queue. */
  'event_full',
  /** Self-cancel: the cancel link's secret is wrong or missing for someone else's registration (403). */
  'bad_token',
  /** A link sent by mail (auth/account-tokens.ts) ran out of time (400): the page offers a new one. */
  'link_expired',
  /** A link sent by mail was used already, or a newer one replaced it (400). */
  'link_used',
  /** A link sent by mail that was never issued, or is for an address the account no longer has (400). */
  'link_invalid',
  /** A profile decision named a revision the member has replaced since (409); `pendingMember` is the new one. */
  'revision_changed',
  'insufficient_storage',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  /** Readable English (the spec's texts), for API clients and logs. */
  message: string;
  code: ErrorCode;
  /**
   * The message's key in the app's 'messages' catalogue: `messageKey(message)` (shared/message-key.ts),
   * or 'validation_summary' for a validation failure, whose `message` lists every field.
   */
  key: string;
  /** Field name to its first message, for validation failures (and a few refusals about one field). */
  fields?: Record<string, string>;
  /** With `fields`: field name to the key of its message, as `key` is to `message`. */
  fieldKeys?: Record<string, string>;
  /** With 'event_full': whether the event has a waitlist to join. */
  waitlist?: boolean;
  /** With 'revision_changed': the profile as it now waits for review. */
  pendingMember?: PendingMember;
}
