import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from './db';
import { VERSION_1, VERSION_2_CHANGES, VERSION_3_CHANGES, json, freshDatabaseEachTest } from './db-upgrade.test-utils';
import { outboxItem } from './outbox-item.test-utils';

/**
 * A new version of the app opens the next Dexie schema while writes are queued and an old tab
 * (still on the previous schema, its own connection) is in the middle of sending one. Dexie
 * closes the old tab's connection for the upgrade and reopens it on its next use: nothing may be
 * lost, and nothing sent twice.
 */
const write = (id: string, n: number, over: Partial<OutboxItem> = {}): OutboxItem => outboxItem({ id, body: { n }, createdAt: 1_750_000_000_000 + n, ...over });

const env = freshDatabaseEachTest();
const sentKeys = () => env.fetchMock.mock.calls.map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
afterEach(() => vi.doUnmock('./db'));

describe('Dexie upgrades with writes queued', () => {
  it('version 1 to 2 (seq): the old tab finishes its send, the new one sends the rest once, in order', async () => {
    const oldTab = new Dexie('club');
    oldTab.version(1).stores(VERSION_1);
    env.opened.push(oldTab);
    // The old code's claim: 'sending' until its request's time limit and a margin.
    await oldTab
      .table('outbox')
      .bulkAdd([write('c-first', 1, { status: 'sending', nextAttemptAt: Date.now() + 60_000 }), write('b-second', 2), write('a-third', 3)]);

    const newTab = await import('./outbox');
    const { db } = await import('./db');
    env.opened.push(db);
    await newTab.replay(); // opens the newest version: the old tab's connection is closed for the upgrade
    expect(db.verno).toBe(7);
    expect(env.fetchMock).not.toHaveBeenCalled(); // the first write is the old tab's; the ones after it wait
    expect(await db.outbox.count()).toBe(3);

    // The old tab's request answers: it records that on its reopened connection.
    await oldTab.table('outbox').update('c-first', { status: 'done', doneAt: Date.now(), body: null });
    await newTab.replay({ force: true });
    expect(sentKeys()).toEqual(['b-second', 'a-third']);

    await newTab.submit({ method: 'POST', url: '/api/contact', body: { n: 4 }, label: 'contact:outboxLabel' });
    const items = await db.outbox.toArray();
    expect(items.map((i) => i.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(items.find((i) => i.body === null && i.seq !== undefined)?.seq).toBeGreaterThan(1_750_000_000_003 * 1000);
  });

  it('a database of version 3 opens at the current schema with its rows kept and the check-in tables added', async () => {
    const old = new Dexie('club');
    old.version(1).stores(VERSION_1);
    old.version(2).stores(VERSION_2_CHANGES);
    old.version(3).stores(VERSION_3_CHANGES);
    await old.table('outbox').add({ ...write('kept', 1), seq: 7 });
    await old.table('adminCache').add({ path: '/api/users', userId: 1, value: [] });
    await old.table('events').add({ id: 3, status: 'published', date: '2026-12-01', category: 'training' });
    old.close();

    const { db } = await import('./db');
    env.opened.push(db);
    await db.open();
    expect(db.verno).toBe(7);
    expect((await db.outbox.where('seq').equals(7).first())?.id).toBe('kept');
    expect(await db.adminCache.where('userId').equals(1).count()).toBe(1);
    expect((await db.events.where('category').equals('training').first())?.id).toBe(3);
    await db.scans.add({ nonce: 'n1', eventId: 3, ticketCode: 'T1', scannedAt: 1 } as never);
    expect(await db.scans.where('[eventId+ticketCode]').equals([3, 'T1']).count()).toBe(1);
    expect(await db.rosters.where('userId').equals(1).count()).toBe(0);
  });

  it('the current version to a next one: an old tab mid-send keeps its claim and records the answer; nothing is sent twice', async () => {
    const oldTab = await import('./outbox');
    const oldDb = (await import('./db')).db;
    env.opened.push(oldDb);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    for (const n of [1, 2, 3]) await oldTab.submit({ method: 'POST', url: '/api/contact', body: { n }, label: 'contact:outboxLabel' });
    online.mockReturnValue(true);
    let answer: () => void = () => undefined;
    env.fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = () => resolve(json(201, { message: 'ok' })))));
    const oldRun = oldTab.replay();
    await vi.waitFor(() => expect(env.fetchMock).toHaveBeenCalledTimes(1));

    // The new version of the app, in another tab: one more schema version.
    vi.resetModules();
    vi.doMock('./db', async (importOriginal) => {
      const actual = await importOriginal<typeof import('./db')>();
      class NextVersion extends actual.ClubDatabase {
        constructor() {
          super();
          this.version(8).stores({ outbox: 'id, status, createdAt, userKey, [userKey+createdAt], seq, nextAttemptAt' });
        }
      }
      return { ...actual, db: new NextVersion() };
    });
    const newTab = await import('./outbox');
    const newDb = (await import('./db')).db;
    env.opened.push(newDb);
    await newTab.replay({ force: true });
    expect(newDb.verno).toBe(8);
    expect(env.fetchMock).toHaveBeenCalledTimes(1); // the old tab's claim holds

    answer();
    await oldRun; // records its answer through a reopened connection, then sends the rest
    await newTab.replay({ force: true });
    const items = await newDb.outbox.toArray();
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.status === 'done')).toBe(true);
    expect(new Set(sentKeys()).size).toBe(3);
    expect(sentKeys()).toHaveLength(3);
  });
});
