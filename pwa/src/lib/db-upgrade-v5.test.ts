import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from './db';
import { VERSION_4, freshDatabaseEachTest } from './db-upgrade.test-utils';
import { outboxItem } from './outbox-item.test-utils';

/**
 * Version 5 gave the outbox's rows names (lib/writes.ts). A phone updated with writes still waiting
 * from the version before: each is recognised by its method and URL wherever it is read (its name
 * and metadata), and is still sent once, exactly as it was stored (method, URL, body, key); one
 * that is no known write has no name and is sent all the same. The upgrade itself leaves the rows
 * as they were: the database layer (the service worker's too) carries none of the contract.
 */
let n = 0;
const row = (id: string, over: Partial<OutboxItem>): OutboxItem =>
  outboxItem({ id, createdAt: 1_750_000_000_000 + ++n, seq: (1_750_000_000_000 + n) * 1000, userKey: '7', labelValues: undefined, ...over });

const QUEUED: OutboxItem[] = [
  row('rsvp', { url: '/api/event-rsvp', body: { eventId: 3, userId: 7 }, label: 'events:outbox.rsvp', labelValues: { title: 'Olympiad' } }),
  row('unrsvp', { method: 'DELETE', url: '/api/event-rsvp/4', body: undefined, label: 'events:outbox.cancelRsvp', labelValues: { title: 'Fair' } }),
  row('register', { url: '/api/event-registrations', body: { eventId: 5, participantName: 'Rina' }, label: 'events:outbox.registration' }),
  row('unregister', { url: '/api/event-registrations/41/cancel', body: {}, label: 'tickets:outbox.cancel' }),
  row('checkin', {
    url: '/api/checkins',
    body: { eventId: 9, ticketCode: 'T1', nonce: 'n-1', deviceId: 'd', scannedAt: '2026-11-01T10:00:00Z' },
    label: 'check-in:outbox.checkIn',
    labelValues: { name: 'Rina', nonce: 'n-1', eventId: '9' },
  }),
  row('profile', { method: 'PUT', url: '/api/member-profile/user/7', body: { bio: 'Hi' }, label: 'profile-edit:outboxLabel' }),
  row('join', { url: '/api/auth/register', body: { email: 'a@b.c', password: 'secret-1' }, userKey: 'anon', label: 'join:outboxLabel' }),
  row('unknown', { method: 'PATCH', url: '/api/something-new/2', body: { x: 1 }, label: 'common:outbox.language' }),
];

const env = freshDatabaseEachTest();

describe('Dexie version 4 to 5: queued writes without names', () => {
  it('recognises each waiting write by method and URL, with its metadata, and sends every one once as stored', async () => {
    const old = new Dexie('club');
    old.version(4).stores(VERSION_4);
    await old.table('outbox').bulkAdd(QUEUED);
    // A delivered check-in (its body dropped): found by its nonce afterwards, from the metadata.
    await old
      .table('outbox')
      .add(row('done-checkin', { url: '/api/checkins', body: null, status: 'done', labelValues: { name: 'Abe', nonce: 'n-0', eventId: '9' } }));
    old.close();

    const outbox = await import('./outbox');
    const { metaOf, nameOf } = await import('./writes');
    const { db } = await import('./db');
    env.opened.push(db);
    await db.open();
    expect(db.verno).toBe(7);

    const byId = Object.fromEntries((await db.outbox.toArray()).map((i) => [i.id, i]));
    expect(Object.fromEntries(Object.entries(byId).map(([id, i]) => [id, [nameOf(i), nameOf(i) && metaOf(i, nameOf(i)!)]]))).toEqual({
      rsvp: ['rsvp.create', { eventId: 3 }],
      unrsvp: ['rsvp.cancel', { eventId: 4 }],
      register: ['registration.create', { eventId: 5, signedIn: true }],
      unregister: ['registration.cancel', { registrationId: 41 }],
      checkin: ['checkin.create', { nonce: 'n-1', eventId: 9 }],
      profile: ['profile.update', { userId: 7 }],
      join: ['join.apply', undefined],
      unknown: [undefined, undefined],
      'done-checkin': ['checkin.create', { nonce: 'n-0', eventId: 9 }],
    });
    // Nothing of a row changed: it is still sent as it was stored.
    for (const before of QUEUED) expect(byId[before.id]).toEqual(before);

    outbox.setOutboxUser(7);
    await outbox.replay({ force: true });
    await outbox.replay({ force: true });
    const sent = env.fetchMock.mock.calls.map(([url, init]) => {
      const { method, headers, body } = init as RequestInit;
      return [(headers as Record<string, string>)['Idempotency-Key'], method, url, body === undefined ? undefined : JSON.parse(body as string)];
    });
    // Once each, in order per user (the member's writes, then the anonymous Join).
    const own = QUEUED.filter((i) => i.userKey === '7');
    const anonymous = QUEUED.filter((i) => i.userKey === 'anon');
    expect(sent).toEqual([...own, ...anonymous].map((i) => [i.id, i.method, i.url, i.body]));
    expect((await db.outbox.toArray()).every((i) => i.status === 'done')).toBe(true);
  });

  it('a write stored after the upgrade by an older tab (no name) is still recognised when read', async () => {
    const { metaOf, nameOf } = await import('./writes');
    const [, unrsvp, , , checkin] = QUEUED;
    expect(nameOf(unrsvp)).toBe('rsvp.cancel');
    expect(metaOf(checkin, 'checkin.create')).toEqual({ nonce: 'n-1', eventId: 9 });
    expect(metaOf(checkin, 'rsvp.create')).toBeUndefined();
  });
});
