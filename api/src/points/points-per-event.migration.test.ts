import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, openDb } from '../db';
import { usersRepo } from '../users/users.repo';

/**
 * The migration that keys registration and attendance points per event (probing round, item 1):
 * on a ledger farmed the old way (a new registration, new points), one entry per person, type
 * and event is left, the earliest; threshold achievements no longer reached go; down goes back
 * to registration sources (best effort) and up again works.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-per-event-'));
const db = openDb({ dataDir });
afterAll(async () => {
  await closeDb(db);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MIGRATION = '20261128000100_points_per_event.ts';
const at = (minute: number) => `2026-02-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const idOf = (rows: Array<number | { id: number }>) => rows.map((r) => (typeof r === 'object' ? r.id : r))[0];

describe('the per-event points migration', () => {
  let farmer: number;
  let honest: number;
  let e1: number;
  let e2: number;
  const regs: Record<string, number> = {};

  it('leaves one entry per person, type and event (the earliest) and drops achievements no longer reached', async () => {
    for (let step = 0; ; step++) {
      const [, pending] = await db.migrate.list();
      const next: unknown = pending[0];
      if ((typeof next === 'string' ? next : (next as { file?: string } | undefined)?.file) === MIGRATION) break;
      if (step > 100 || !pending.length) throw new Error(`${MIGRATION} not found`);
      await db.migrate.up();
    }
    farmer = (await usersRepo.insert(db, { email: 'farmer@example.org', passwordHash: null, role: 'participant' })).id;
    honest = (await usersRepo.insert(db, { email: 'honest@example.org', passwordHash: null, role: 'participant' })).id;
    const event = (title: string) =>
      db('events')
        .insert({ title, description: 'x', date: '2026-02-01', time: '9:00 AM', location: 'Hall', created_at: at(0), updated_at: at(0) })
        .returning('id');
    e1 = idOf(await event('Quiz'));
    e2 = idOf(await event('Fair'));
    const reg = async (key: string, eventId: number, userId: number, status: string) => {
      regs[key] = idOf(
        await db('event_registrations')
          .insert({
            event_id: eventId,
            user_id: userId,
            name: 'N',
            email: `${key}@example.org`,
            status,
            ticket_code: `ticket-${key}`,
            registered_at: at(1),
            updated_at: at(1),
          })
          .returning('id'),
      );
    };
    await reg('r1', e1, farmer, 'cancelled');
    await reg('r2', e1, farmer, 'cancelled');
    await reg('r3', e1, farmer, 'confirmed');
    await reg('r4', e1, farmer, 'confirmed');
    await reg('r5', e2, farmer, 'confirmed');
    await reg('r6', e1, honest, 'confirmed');

    const activity = (userId: number, type: string, points: number, sourceType: string, sourceId: number, minute: number) =>
      db('activities').insert({
        user_id: userId,
        type,
        title: `${type} ${sourceId}`,
        description: null,
        points,
        source_type: sourceType,
        source_id: sourceId,
        occurred_at: at(minute),
      });
    const achievement = async (userId: number, key: string, points: number, minute: number) => {
      const id = idOf(
        await db('achievements')
          .insert({ user_id: userId, key, icon: '*', title: key, description: null, category: 'impact', points, earned_at: at(minute) })
          .returning('id'),
      );
      await activity(userId, 'milestone_reached', points, 'achievement', id, minute);
    };
    // The farmer: confirmed four times for Quiz, attended twice, once for Fair: 90 + 20 bonus = 110 (Century).
    await activity(farmer, 'project_joined', 10, 'registration', regs.r1, 2);
    await achievement(farmer, 'team-player', 10, 2);
    await activity(farmer, 'project_joined', 10, 'registration', regs.r2, 3);
    await activity(farmer, 'event_attended', 25, 'registration', regs.r2, 4);
    await achievement(farmer, 'first-event', 10, 4);
    await activity(farmer, 'project_joined', 10, 'registration', regs.r3, 5);
    await activity(farmer, 'event_attended', 25, 'registration', regs.r3, 6);
    await activity(farmer, 'project_joined', 10, 'registration', regs.r4, 7);
    await activity(farmer, 'project_joined', 10, 'registration', regs.r5, 8);
    await achievement(farmer, 'century', 0, 8);
    await activity(honest, 'project_joined', 10, 'registration', regs.r6, 9);

    await db.migrate.latest();

    const ledger = async (userId: number) =>
      (await db('activities').where({ user_id: userId }).orderBy('occurred_at').orderBy('id')).map((a) => [
        a.type,
        a.source_type,
        a.source_type === 'achievement' ? '-' : a.source_id,
        a.points,
        a.occurred_at,
      ]);
    expect(await ledger(farmer)).toEqual([
      ['project_joined', 'event', e1, 10, at(2)],
      ['milestone_reached', 'achievement', '-', 10, at(2)],
      ['event_attended', 'event', e1, 25, at(4)],
      ['milestone_reached', 'achievement', '-', 10, at(4)],
      ['project_joined', 'event', e2, 10, at(8)],
    ]);
    expect((await db('achievements').where({ user_id: farmer }).orderBy('key')).map((a) => a.key)).toEqual(['first-event', 'team-player']);
    expect(await ledger(honest)).toEqual([['project_joined', 'event', e1, 10, at(9)]]);
  });

  it('rolls back to registration sources (best effort) and forward again', async () => {
    for (let step = 0; ; step++) {
      const [done] = await db.migrate.list();
      if (!done.some((m: { name: string }) => m.name === MIGRATION)) break;
      if (step > 100) throw new Error(`${MIGRATION} could not be rolled back`);
      await db.migrate.down();
    }
    const farmerRows = await db('activities').where({ user_id: farmer }).whereNot('source_type', 'achievement');
    expect(farmerRows.every((a) => a.source_type === 'registration')).toBe(true);
    const quiz = [regs.r3, regs.r4];
    expect(farmerRows.filter((a) => a.source_id !== regs.r5).every((a) => quiz.includes(a.source_id))).toBe(true);
    expect((await db('activities').where({ user_id: honest }).first()).source_id).toBe(regs.r6);

    await db.migrate.latest();
    const sources = await db('activities').whereNot('source_type', 'achievement').orderBy('id').pluck('source_type');
    expect(new Set(sources)).toEqual(new Set(['event']));
    expect(Number((await db('activities').where({ user_id: farmer }).sum({ p: 'points' }).first())?.p)).toBe(65);
  });
});
