/**
 * The writes the flap harness makes, each carrying a unique marker so its row can be found on
 * the server, and the checks made of the server's database afterwards.
 */
import type { Knex } from 'knex';

export type Kind = 'contact' | 'visitor-registration' | 'join' | 'member-registration' | 'rsvp';
/** Kinds any identity may send, and kinds that need someone signed in. */
export const OPEN_KINDS: Kind[] = ['contact', 'visitor-registration', 'join'];
export const SIGNED_IN_KINDS: Kind[] = ['contact', 'member-registration', 'rsvp'];

export interface Planned {
  marker: string;
  kind: Kind;
  needsUser: boolean;
  write: { method: 'POST'; url: string; body: unknown; label: string; labelValues: Record<string, string> };
  /** The RSVP's event (RSVPs carry no marker on the server). */
  eventId?: number;
}

/**
 * `events.registration` takes every visitor's registration; a signed-in registration needs an
 * event of its own (`events.ownRegistration()`: one active registration per account per event).
 */
export async function planWrite(
  n: number,
  kind: Kind,
  events: { registration: number; ownRegistration: () => Promise<number>; rsvp: number[] },
): Promise<Planned> {
  const marker = `h-${String(n).padStart(4, '0')}`;
  const email = `${marker}@harness.test`;
  const label = 'offline:writes.contact';
  const write = (url: string, body: unknown) => ({ method: 'POST' as const, url, body, label, labelValues: { marker, name: marker, email } });
  switch (kind) {
    case 'contact':
      return { marker, kind, needsUser: false, write: write('/api/contact', { name: 'Harness', email, subject: marker, message: `Write ${n}` }) };
    case 'visitor-registration':
      return {
        marker,
        kind,
        needsUser: false,
        write: write('/api/event-registrations/anonymous', {
          eventId: events.registration,
          name: 'Harness Visitor',
          email,
          phone: '+8801700000000',
          reason: `Harness write ${marker} wants to attend`,
        }),
      };
    case 'member-registration':
      return {
        marker,
        kind,
        needsUser: true,
        write: write('/api/event-registrations', {
          eventId: await events.ownRegistration(),
          name: 'Harness Member',
          email,
          phone: '+8801700000000',
          reason: `Harness write ${marker} wants to attend`,
        }),
      };
    case 'join':
      return {
        marker,
        kind,
        needsUser: false,
        write: write('/api/auth/register', {
          firstName: 'Harness',
          lastName: marker,
          email,
          phone: '+8801700000000',
          age: '20',
          address: 'Rangpur',
          motivation: 'Testing',
          password: 'Harness-pass-1',
        }),
      };
    case 'rsvp': {
      const eventId = events.rsvp[n % events.rsvp.length];
      return { marker, kind, needsUser: true, eventId, write: write('/api/event-rsvp', { eventId }) };
    }
  }
}

export interface DeviceItem {
  marker?: string;
  userKey: string;
  status: string;
  createdAt: number;
  seq?: number;
}

export interface Verdict {
  made: number;
  stored: number;
  lost: string[];
  duplicated: string[];
  misattributed: string[];
  outOfOrder: string[];
}

/** The server row(s) of one write: when it was stored and for whom. */
async function rowsOf(db: Knex, p: Planned, userKey: string): Promise<Array<{ at: string; user: number | null }>> {
  const email = `${p.marker}@harness.test`;
  switch (p.kind) {
    case 'contact':
      return (await db('contact_messages').where({ subject: p.marker })).map((r) => ({ at: r.created_at, user: r.user_id }));
    case 'visitor-registration':
    case 'member-registration':
      return (await db('event_registrations').where({ email })).map((r) => ({ at: r.registered_at, user: r.user_id }));
    case 'join':
      return (await db('users').where({ email })).map((r) => ({ at: r.created_at, user: null }));
    case 'rsvp':
      return (await db('rsvps').where({ event_id: p.eventId, user_id: Number(userKey) })).map((r) => ({ at: r.created_at, user: r.user_id }));
  }
}

/**
 * Every write made is stored exactly once, for the user it was made by (nobody for a visitor's),
 * and each user's writes were stored in the order they were made.
 */
export async function verify(db: Knex, planned: Map<string, Planned>, device: DeviceItem[]): Promise<Verdict> {
  const verdict: Verdict = { made: 0, stored: 0, lost: [], duplicated: [], misattributed: [], outOfOrder: [] };
  const byUser = new Map<string, Array<{ marker: string; order: number; at: string }>>();
  const rsvpSeen = new Set<string>();
  // In the order made: of two RSVPs by one user to one event, the first is the one stored.
  const inOrder = [...device].sort((a, b) => (a.seq ?? a.createdAt * 1000) - (b.seq ?? b.createdAt * 1000));
  for (const item of inOrder) {
    const p = item.marker ? planned.get(item.marker) : undefined;
    if (!p) continue;
    verdict.made++;
    const rows = await rowsOf(db, p, item.userKey);
    // Two RSVPs of one user to one event are one RSVP by design: the second creates nothing.
    const repeatRsvp = p.kind === 'rsvp' && rsvpSeen.has(`${p.eventId}:${item.userKey}`);
    if (p.kind === 'rsvp') rsvpSeen.add(`${p.eventId}:${item.userKey}`);
    if (rows.length === 0) verdict.lost.push(p.marker);
    if (rows.length > 1) verdict.duplicated.push(p.marker);
    if (rows.length) verdict.stored++;
    const expectedUser = item.userKey === 'anon' ? null : Number(item.userKey);
    if (p.kind !== 'join' && rows.some((r) => (r.user ?? null) !== expectedUser)) verdict.misattributed.push(`${p.marker} (${item.userKey})`);
    if (rows.length && !repeatRsvp)
      byUser.set(item.userKey, [
        ...(byUser.get(item.userKey) ?? []),
        { marker: `${p.marker} ${p.kind} by ${item.userKey} at ${String(rows[0].at)}`, order: item.seq ?? item.createdAt * 1000, at: String(rows[0].at) },
      ]);
  }
  for (const writes of byUser.values()) {
    writes.sort((a, b) => a.order - b.order);
    for (let i = 1; i < writes.length; i++) if (writes[i].at < writes[i - 1].at) verdict.outOfOrder.push(`${writes[i - 1].marker} then ${writes[i].marker}`);
  }
  return verdict;
}
