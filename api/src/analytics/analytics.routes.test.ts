import { describe, expect, it } from 'vitest';
import type { UserAnalytics } from '../../../shared/schemas/analytics';
import { pointsRepo } from '../points/points.repo';
import { recordAttendance, recordProjectApproved } from '../points/points.service';
import { type Client } from '../test/test-server';
import { bodyOf, serverForFile, signedInForFile, makeEvent, registrationForm } from '../test/fixtures';

const srv = serverForFile();
const admin = signedInForFile(srv, 'admin');

const analyticsOf = (client: Client, userId: number) => bodyOf<UserAnalytics>(client.get(`/api/user-analytics/${userId}`));
const points = (a: UserAnalytics) => a.analytics.totalPoints;
const titles = (a: UserAnalytics) => a.activities.map((x) => `${x.type} ${x.title} ${x.points}`);

async function submitAndApprove(member: Client, kind: 'projects' | 'news' | 'gallery', title: string, approve = true) {
  const body =
    kind === 'projects'
      ? { title, description: 'What we do' }
      : kind === 'news'
        ? { title, content: 'Words words words' }
        : { title, imageUrl: '/uploads/x.jpg' };
  const res = await member.post(`/api/${kind}`, body);
  expect(res.status).toBe(201);
  const item = res.body.project ?? res.body.article ?? res.body.image;
  const type = kind === 'projects' ? 'project' : kind === 'news' ? 'news' : 'gallery';
  expect((await admin.post(`/api/${approve ? 'approve' : 'reject'}-content/${type}/${item.id}`)).status).toBe(200);
  return item.id as number;
}

/** The event whose title, date and place the activities below name. */
const treeDrive = (extra: Record<string, unknown> = {}) => makeEvent(admin, { title: 'Tree Drive', date: '2030-01-10', location: 'School yard', ...extra });

describe('points from real data', () => {
  it('a new account: zeros, level New Member, no achievements, joinDate = createdAt', async () => {
    const m = await srv.signedIn('member');
    const a = await analyticsOf(m.client, m.userId);
    const user = await srv.db('users').where({ id: m.userId }).first();
    expect(a).toEqual({
      analytics: {
        projectsJoined: 0,
        eventsAttended: 0,
        articlesContributed: 0,
        totalPoints: 0,
        level: 'New Member',
        joinDate: user.created_at,
        daysActive: 0,
        streak: 0,
      },
      achievements: [],
      activities: [],
    });
  });

  it('an approved project: 50 points (content_created) and First Project (+20); counts as a project', async () => {
    const m = await srv.signedIn('member');
    await submitAndApprove(m.client, 'projects', 'Solar lamps');
    const a = await analyticsOf(m.client, m.userId);
    expect(points(a)).toBe(70);
    expect(a.analytics).toMatchObject({ projectsJoined: 1, articlesContributed: 0, level: 'Newcomer', daysActive: 1, streak: 1 });
    expect(titles(a).sort()).toEqual(['content_created Project approved: Solar lamps 50', 'milestone_reached Achievement unlocked: First Project 20']);
    expect(a.achievements).toEqual([
      expect.objectContaining({
        key: 'first-project',
        icon: '🚀',
        title: 'First Project',
        category: 'contribution',
        points: 20,
        dateEarned: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
  });

  it('a published article: 30 points and Storyteller (+20); a photo: 10 and Photographer (+10); the second of each earns no bonus', async () => {
    const m = await srv.signedIn('member');
    await submitAndApprove(m.client, 'news', 'We planted trees');
    await submitAndApprove(m.client, 'news', 'And more trees');
    await submitAndApprove(m.client, 'gallery', 'Saplings');
    await submitAndApprove(m.client, 'gallery', '');
    const a = await analyticsOf(m.client, m.userId);
    expect(points(a)).toBe(30 + 20 + 30 + 10 + 10 + 10);
    expect(a.analytics.articlesContributed).toBe(2);
    expect(titles(a)).toEqual(
      expect.arrayContaining([
        'content_created Article published: We planted trees 30',
        'content_created Photo approved: Saplings 10',
        'content_created Photo approved: Untitled photo 10',
      ]),
    );
    expect(a.achievements.map((x) => x.key).sort()).toEqual(['century', 'photographer', 'storyteller']);
    const century = a.achievements.find((x) => x.key === 'century')!;
    expect(century).toMatchObject({ title: 'Century', category: 'impact', points: 0 });
    expect(a.analytics.level).toBe('Active Member');
  });

  it('rejected content earns nothing; deleting approved content keeps its points', async () => {
    const m = await srv.signedIn('member');
    await submitAndApprove(m.client, 'projects', 'Not this one', false);
    expect(points(await analyticsOf(m.client, m.userId))).toBe(0);
    const id = await submitAndApprove(m.client, 'projects', 'Kept');
    expect((await admin.del(`/api/projects/${id}`)).status).toBe(200);
    const a = await analyticsOf(m.client, m.userId);
    expect(points(a)).toBe(70);
    expect(a.analytics.projectsJoined).toBe(0);
  });

  it('a confirmed registration: 10 points (project_joined) and Team Player (+10); cancelled or made by a visitor: nothing', async () => {
    const m = await srv.signedIn('participant');
    const eventId = await treeDrive();
    const mine = (await m.client.post('/api/event-registrations', registrationForm(eventId, m.email))).body.registration;
    const other = await treeDrive();
    const cancelled = (await m.client.post('/api/event-registrations', registrationForm(other, m.email))).body.registration;
    const visitor = (await srv.client().post('/api/event-registrations/anonymous', registrationForm(eventId, 'someone@example.com'))).body.registration;
    expect((await admin.patch(`/api/event-registrations/${mine.id}`, { status: 'confirmed' })).status).toBe(200);
    expect((await admin.patch(`/api/event-registrations/${cancelled.id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await admin.patch(`/api/event-registrations/${visitor.id}`, { status: 'confirmed' })).status).toBe(200);
    const a = await analyticsOf(m.client, m.userId);
    expect(titles(a).sort()).toEqual(['milestone_reached Achievement unlocked: Team Player 10', 'project_joined Registration confirmed: Tree Drive 10']);
    expect(a.activities.find((x) => x.type === 'project_joined')!.description).toBe('2030-01-10 · School yard');
    expect(a.analytics.eventsAttended).toBe(0);
    expect((await srv.db('activities').where({ source_type: 'event', source_id: eventId })).map((r) => r.user_id)).toEqual([m.userId]);
  });

  it('attendance (recorded by check-in): 25 points (event_attended) and First Event (+10), once per person and event, confirmed registrations only', async () => {
    const m = await srv.signedIn('member');
    const eventId = await treeDrive({ title: 'Pitch Night' });
    const reg = (await m.client.post('/api/event-registrations', registrationForm(eventId, m.email))).body.registration;
    expect(await srv.db.transaction((trx) => recordAttendance(trx, reg.id))).toBe(false); // still pending
    expect((await admin.patch(`/api/event-registrations/${reg.id}`, { status: 'confirmed' })).status).toBe(200);
    expect(await srv.db.transaction((trx) => recordAttendance(trx, reg.id))).toBe(true);
    expect(await srv.db.transaction((trx) => recordAttendance(trx, reg.id))).toBe(false);
    const a = await analyticsOf(m.client, m.userId);
    expect(
      titles(a)
        .filter((t) => !t.includes('Registration confirmed') && !t.includes('Team Player'))
        .sort(),
    ).toEqual(['event_attended Attended: Pitch Night 25', 'milestone_reached Achievement unlocked: First Event 10']);
    expect(a.analytics.eventsAttended).toBe(1);
  });

  it('levels follow the points: 300 reaches Active Contributor, 600 Community Leader (with its achievement)', async () => {
    const m = await srv.signedIn('member');
    for (let i = 0; i < 4; i++) await submitAndApprove(m.client, 'projects', `Project ${i}`);
    let a = await analyticsOf(m.client, m.userId);
    expect(points(a)).toBe(220);
    expect(a.analytics.level).toBe('Active Member');
    for (let i = 4; i < 8; i++) await submitAndApprove(m.client, 'projects', `Project ${i}`);
    a = await analyticsOf(m.client, m.userId);
    expect(points(a)).toBe(420);
    expect(a.analytics.level).toBe('Active Contributor');
    for (let i = 8; i < 12; i++) await submitAndApprove(m.client, 'projects', `Project ${i}`);
    a = await analyticsOf(m.client, m.userId);
    expect(points(a)).toBe(620);
    expect(a.analytics.level).toBe('Community Leader');
    expect(a.achievements.map((x) => x.key).sort()).toEqual(['century', 'community-leader', 'first-project']);
    expect(a.achievements.find((x) => x.key === 'community-leader')!.category).toBe('leadership');
    expect(a.analytics.projectsJoined).toBe(12);
  });
});

describe('the parts a client words the timeline from (issue 14)', () => {
  it('kind, subject (the recorded title, null when untitled, the achievement key), Bangla title, and the event of a registration; the English texts unchanged', async () => {
    const m = await srv.signedIn('member');
    const projectId = await submitAndApprove(m.client, 'projects', 'Solar lamps');
    await srv.db('projects').where({ id: projectId }).update({ title_bn: 'সৌর বাতি' });
    await submitAndApprove(m.client, 'gallery', '');
    const eventId = await treeDrive({ title: 'Pitch Night', locationBn: 'স্কুল মাঠ' });
    const reg = (await m.client.post('/api/event-registrations', registrationForm(eventId, m.email))).body.registration;
    expect((await admin.patch(`/api/event-registrations/${reg.id}`, { status: 'confirmed' })).status).toBe(200);
    expect(await srv.db.transaction((trx) => recordAttendance(trx, reg.id))).toBe(true);
    const a = await analyticsOf(m.client, m.userId);
    const byTitle = Object.fromEntries(a.activities.map(({ id: _id, date: _date, ...rest }) => [rest.title, rest]));
    expect(byTitle['Project approved: Solar lamps']).toEqual({
      type: 'content_created',
      title: 'Project approved: Solar lamps',
      description: 'Approved and shown on the projects page.',
      points: 50,
      kind: 'projectApproved',
      subject: 'Solar lamps',
      subjectBn: 'সৌর বাতি',
    });
    expect(byTitle['Photo approved: Untitled photo']).toMatchObject({ kind: 'imageApproved', subject: null });
    expect(byTitle['Achievement unlocked: First Project']).toMatchObject({
      kind: 'achievement',
      subject: 'first-project',
      description: 'Your first project was approved.',
    });
    expect(byTitle['Achievement unlocked: Team Player']).toMatchObject({ kind: 'achievement', subject: 'team-player' });
    const where = { eventDate: '2030-01-10', eventLocation: 'School yard', eventLocationBn: 'স্কুল মাঠ', description: '2030-01-10 · School yard' };
    expect(byTitle['Registration confirmed: Pitch Night']).toMatchObject({
      type: 'project_joined',
      kind: 'registrationConfirmed',
      subject: 'Pitch Night',
      ...where,
    });
    expect(byTitle['Attended: Pitch Night']).toMatchObject({ type: 'event_attended', kind: 'eventAttended', subject: 'Pitch Night', ...where });
    expect(byTitle['Attended: Pitch Night']).not.toHaveProperty('subjectBn');
  });

  it('an entry of no known kind carries only the stored texts', async () => {
    const m = await srv.signedIn('member');
    await pointsRepo.insertActivity(srv.db, {
      user_id: m.userId,
      type: 'content_created',
      title: 'Imported',
      description: null,
      points: 5,
      source_type: 'import',
      source_id: 1,
      occurred_at: new Date().toISOString(),
    });
    const [only] = (await analyticsOf(m.client, m.userId)).activities;
    expect(Object.keys(only!).sort()).toEqual(['date', 'description', 'id', 'points', 'title', 'type']);
  });
});

describe('recorded once', () => {
  it('approving twice with two different Idempotency-Keys: the second is a 409, the points are given once', async () => {
    const m = await srv.signedIn('member');
    const id = (await m.client.post('/api/projects', { title: 'Twice', description: 'x' })).body.project.id;
    const first = await admin.post(`/api/approve-content/project/${id}`, {}, { 'idempotency-key': 'approve-key-0001' });
    const second = await admin.post(`/api/approve-content/project/${id}`, {}, { 'idempotency-key': 'approve-key-0002' });
    const replay = await admin.post(`/api/approve-content/project/${id}`, {}, { 'idempotency-key': 'approve-key-0001' });
    expect([first.status, second.status, replay.status]).toEqual([200, 409, 200]);
    expect(points(await analyticsOf(m.client, m.userId))).toBe(70);
  });

  it('two approvals at once give the points once', async () => {
    const m = await srv.signedIn('member');
    const id = (await m.client.post('/api/news', { title: 'Race', content: 'x' })).body.article.id;
    const results = await Promise.all([1, 2, 3].map((i) => admin.post(`/api/approve-content/news/${id}`, {}, { 'idempotency-key': `race-key-000${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(points(await analyticsOf(m.client, m.userId))).toBe(50);
  });

  it('a confirmed registration confirmed again is a 409 and earns nothing more', async () => {
    const m = await srv.signedIn('member');
    const reg = (await m.client.post('/api/event-registrations', registrationForm(await treeDrive(), m.email))).body.registration;
    expect((await admin.patch(`/api/event-registrations/${reg.id}`, { status: 'confirmed' }, { 'idempotency-key': 'confirm-key-01' })).status).toBe(200);
    expect((await admin.patch(`/api/event-registrations/${reg.id}`, { status: 'confirmed' }, { 'idempotency-key': 'confirm-key-02' })).status).toBe(409);
    expect(points(await analyticsOf(m.client, m.userId))).toBe(20);
  });

  it('the rule itself records a thing once, whoever calls it again', async () => {
    const m = await srv.signedIn('member');
    const id = await submitAndApprove(m.client, 'projects', 'Once');
    const row = await srv.db('projects').where({ id }).first();
    expect(await srv.db.transaction((trx) => recordProjectApproved(trx, row))).toBe(false);
    expect(await srv.db('activities').where({ user_id: m.userId })).toHaveLength(2);
  });
});
