import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, openDb } from '../db';
import { usersRepo } from '../users/users.repo';

/**
 * The ledger's migration on a database that already has content: the old hand-written activity
 * rows go, and the ledger is filled from what happened, in order, by the app's rules; down and
 * up again work.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-ledger-'));
const db = openDb({ dataDir });
afterAll(async () => {
  await closeDb(db);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const BEFORE_LEDGER = '20261124000200_registration_question_texts.ts';
const LEDGER = '20261125000100_points_ledger.ts';
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('the points ledger migration', () => {
  it('fills the ledger from existing content, replacing the old rows', async () => {
    for (let step = 0; ; step++) {
      const [done] = await db.migrate.list();
      if (done.some((m: { name: string }) => m.name === BEFORE_LEDGER)) break;
      if (step > 100) throw new Error(`${BEFORE_LEDGER} not found`);
      await db.migrate.up();
    }
    const author = await usersRepo.insert(db, { email: 'author@example.org', passwordHash: null, role: 'member' });
    const row = (extra: Record<string, unknown>) => ({ created_by: author.id, created_at: at(1), ...extra });
    await db('projects').insert(row({ title: 'Lamps', description: 'x', status: 'approved', updated_at: at(5) }));
    await db('projects').insert(row({ title: 'Waiting', description: 'x', status: 'pending', updated_at: at(6) }));
    await db('news').insert(row({ title: 'Story', content: 'x', status: 'published', published_at: at(3), updated_at: at(3) }));
    await db('gallery').insert(row({ title: 'Photo', image_url: '/uploads/a.jpg', status: 'approved', updated_at: at(2) }));
    const [eventId] = (
      await db('events')
        .insert({ title: 'Drive', description: 'x', date: '2026-01-20', time: '9:00 AM', location: 'Yard', created_at: at(1), updated_at: at(1) })
        .returning('id')
    ).map((r: number | { id: number }) => (typeof r === 'object' ? r.id : r));
    await db('event_registrations').insert({
      event_id: eventId,
      user_id: author.id,
      name: 'A',
      email: 'author@example.org',
      status: 'confirmed',
      registered_at: at(4),
      updated_at: at(4),
    });
    await db('activities').insert({ user_id: author.id, type: 'event_attended', title: 'Made up', points: 999, occurred_at: at(1) });

    await db.migrate.latest();

    const activities = await db('activities')
      .where({ user_id: author.id })
      .orderBy([{ column: 'occurred_at' }, { column: 'id' }]);
    expect(activities.map((a) => [a.occurred_at.slice(0, 10), a.type, a.title, a.points])).toEqual([
      ['2026-01-02', 'content_created', 'Photo approved: Photo', 10],
      ['2026-01-02', 'milestone_reached', 'Achievement unlocked: Photographer', 10],
      ['2026-01-03', 'content_created', 'Article published: Story', 30],
      ['2026-01-03', 'milestone_reached', 'Achievement unlocked: Storyteller', 20],
      ['2026-01-04', 'project_joined', 'Registration confirmed: Drive', 10],
      ['2026-01-04', 'milestone_reached', 'Achievement unlocked: Team Player', 10],
      ['2026-01-05', 'content_created', 'Project approved: Lamps', 50],
      ['2026-01-05', 'milestone_reached', 'Achievement unlocked: First Project', 20],
      ['2026-01-05', 'milestone_reached', 'Achievement unlocked: Century', 0],
    ]);
    const century = await db('achievements').where({ user_id: author.id, key: 'century' }).first();
    expect(century.earned_at).toBe(at(5));
  });

  it('rolls back to the earlier tables and forward again', async () => {
    // Back, one migration at a time, until the ledger's is undone (later migrations came after it).
    for (let step = 0; ; step++) {
      const [done] = await db.migrate.list();
      if (!done.some((m: { name: string }) => m.name === LEDGER)) break;
      if (step > 100) throw new Error(`${LEDGER} could not be rolled back`);
      await db.migrate.down();
    }
    expect(await db.schema.hasTable('profile_revisions')).toBe(false);
    expect(await db.schema.hasColumn('activities', 'ref_type')).toBe(true);
    await db.migrate.latest();
    expect(await db.schema.hasColumn('activities', 'source_type')).toBe(true);
    expect(Number((await db('activities').sum({ p: 'points' }).first())?.p)).toBe(160);
  });
});
