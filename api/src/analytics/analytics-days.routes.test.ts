import { describe, expect, it } from 'vitest';
import type { UserAnalytics } from '../../../shared/schemas/analytics';
import { pointsRepo } from '../points/points.repo';
import { type Client } from '../test/test-server';
import { bodyOf, serverForFile, signedInForFile } from '../test/fixtures';

/** The analytics' days and streak, and who may read a person's analytics (analytics.routes.test.ts: the points). */
const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const analyticsOf = (client: Client, userId: number) => bodyOf<UserAnalytics>(client.get(`/api/user-analytics/${userId}`));

describe('days active and streak', () => {
  const DAY = 86_400_000;
  const daysAgo = (n: number, hour = 12) => {
    const d = new Date(Date.now() - n * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  let seq = 1_000_000;
  const activityAt = (userId: number, at: string) =>
    pointsRepo.insertActivity(srv.db, {
      user_id: userId,
      type: 'content_created',
      title: 'Test',
      description: null,
      points: 1,
      source_type: 'test',
      source_id: seq++,
      occurred_at: at,
    });

  it('counts distinct UTC days and the run of days ending today', async () => {
    const m = await srv.signedIn('member');
    for (const at of [daysAgo(0, 0), daysAgo(1), daysAgo(1, 23), daysAgo(2), daysAgo(4), daysAgo(9)]) await activityAt(m.userId, at);
    const a = await analyticsOf(m.client, m.userId);
    expect(a.analytics).toMatchObject({ daysActive: 5, streak: 3, totalPoints: 6 });
    expect(a.activities.map((x) => x.date)).toEqual([...a.activities.map((x) => x.date)].sort().reverse());
  });

  it('a run ending yesterday still counts; one that ended two days ago does not', async () => {
    const a = await srv.signedIn('member');
    for (const at of [daysAgo(1), daysAgo(2)]) await activityAt(a.userId, at);
    expect((await analyticsOf(a.client, a.userId)).analytics.streak).toBe(2);
    const b = await srv.signedIn('member');
    for (const at of [daysAgo(2), daysAgo(3)]) await activityAt(b.userId, at);
    expect((await analyticsOf(b.client, b.userId)).analytics).toMatchObject({ streak: 0, daysActive: 2 });
  });
});

describe('who may see a person’s analytics', () => {
  it('themself and admins; another member 403; a visitor 401; an unknown user 404 for admins', async () => {
    const a = await srv.signedIn('member');
    const b = await srv.signedIn('member');
    const p = await srv.signedIn('participant');
    expect((await a.client.get(`/api/user-analytics/${b.userId}`)).status).toBe(403);
    expect((await p.client.get(`/api/user-analytics/${a.userId}`)).status).toBe(403);
    expect((await p.client.get(`/api/user-analytics/${p.userId}`)).status).toBe(200);
    expect((await srv.client().get(`/api/user-analytics/${a.userId}`)).status).toBe(401);
    expect((await admin.get(`/api/user-analytics/${a.userId}`)).status).toBe(200);
    const superAdmin = (await srv.signedIn('super_admin')).client;
    expect((await superAdmin.get(`/api/user-analytics/${a.userId}`)).status).toBe(200);
    expect((await admin.get('/api/user-analytics/999999')).status).toBe(404);
    expect((await admin.get('/api/user-analytics/abc')).status).toBe(400);
  });
});
