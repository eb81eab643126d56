import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAnalytics } from '../src/analytics/analytics.service';
import { verifyPassword } from '../src/auth/password';
import { openDb, type Db } from '../src/db';
import { ensureAdmin } from '../src/seed/ensure-admin';
import { runSeeds } from '../src/seed/run-seeds';
import { folderStore } from '../src/uploads/upload-store';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_FACTS, seedDemo } from './demo';

const TABLES = [
  'users',
  'members',
  'projects',
  'news',
  'gallery',
  'events',
  'event_registrations',
  'rsvps',
  'notices',
  'settings',
  'contact_messages',
  'membership_requests',
  'activities',
  'achievements',
  'uploads',
];
const dirs: string[] = [];
const dbs: Db[] = [];

async function freshDb(): Promise<{ db: Db; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-seed-'));
  const db = openDb({ dataDir });
  await db.migrate.latest();
  dirs.push(dataDir);
  dbs.push(db);
  return { db, dataDir };
}

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await db(t).count({ n: '*' }))[0].n);
  return out;
}

afterAll(async () => {
  for (const db of dbs) await db.destroy();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('demo seed', () => {
  let db: Db;
  let dataDir: string;
  let first: Awaited<ReturnType<typeof runSeeds>>;

  beforeAll(async () => {
    ({ db, dataDir } = await freshDb());
    first = await runSeeds(db, { dataDir, seedDemo: true });
  });

  it('seeds an empty database and reports it', () => {
    expect(first).toEqual({ demo: 'seeded' });
  });

  it('creates one account per role whose demo password signs in', async () => {
    expect(DEMO_ACCOUNTS).toHaveLength(5);
    for (const a of DEMO_ACCOUNTS) {
      const u = await db('users').where({ email: a.email }).first();
      expect(u, a.email).toBeDefined();
      expect(u.role).toBe(a.role);
      expect(await verifyPassword(u.password_hash, a.password)).toBe(true);
      expect(await verifyPassword(u.password_hash, 'wrong-password')).toBe(false);
    }
    const applicant = await db('users').where({ role: 'applicant', email: 'applicant@club.test' }).first();
    expect(applicant).toMatchObject({ application_status: 'pending', approved_at: null });
    expect(applicant.applied_at && applicant.phone && applicant.age && applicant.address && applicant.motivation).toBeTruthy();
    expect(await db('users').where({ role: 'applicant', application_status: 'rejected' }).first()).toBeDefined();
    expect(Number((await db('users').count({ n: '*' }))[0].n)).toBeGreaterThanOrEqual(11);
  });

  it('gives the member account an approved team profile and a points history made by the app rules', async () => {
    const member = await db('users').where({ email: 'member@club.test' }).first();
    expect(member).toMatchObject({ application_status: 'approved' });
    expect(member.approved_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const profile = await db('members').where({ user_id: member.id }).first();
    expect(profile).toMatchObject({ status: 'approved', username: DEMO_FACTS.memberProfile.username });
    const points = await db('activities').where({ user_id: member.id }).sum({ p: 'points' });
    expect(Number(points[0].p)).toBe(DEMO_FACTS.memberActivityPoints);
    const types = await db('activities').where({ user_id: member.id }).distinct('type').pluck('type');
    expect(types.sort()).toEqual(['content_created', 'milestone_reached', 'project_joined']);
    const keys = await db('achievements')
      .where({ user_id: member.id })
      .orderBy([{ column: 'earned_at' }, { column: 'id' }])
      .pluck('key');
    expect(keys).toEqual(['team-player', 'photographer', 'storyteller', 'century', 'first-project']);
    const { analytics } = await userAnalytics(db, member.id);
    expect(analytics).toMatchObject({
      totalPoints: DEMO_FACTS.memberActivityPoints,
      level: 'Active Member',
      projectsJoined: 1,
      articlesContributed: 1,
      eventsAttended: 0,
      daysActive: 6,
    });
    expect(analytics.streak).toBe(2);
    // Every activity points at the thing that earned it.
    const sources = await db('activities').where({ user_id: member.id }).whereNot({ source_type: 'achievement' }).select('source_type', 'source_id');
    for (const s of sources) {
      const table = { project: 'projects', news: 'news', gallery: 'gallery', event: 'events' }[s.source_type as string]!;
      expect(await db(table).where({ id: s.source_id }).first(), `${s.source_type} ${s.source_id}`).toBeDefined();
    }
  });

  it('has approved and pending team profiles, one without a username and one without a photo', async () => {
    const approved = await db('members').where({ status: 'approved' });
    expect(approved.length).toBeGreaterThanOrEqual(8);
    expect(await db('members').where({ status: 'pending' })).toHaveLength(2);
    expect(approved.filter((m) => m.username === null).map((m) => m.name)).toEqual([DEMO_FACTS.memberWithoutUsername.name]);
    expect(approved.some((m) => m.profile_image_url === null)).toBe(true);
  });

  it('seeds 12 events covering every status, category and registration kind', async () => {
    const events = await db('events');
    expect(events).toHaveLength(DEMO_FACTS.eventCount);
    expect(new Set(events.map((e) => e.status))).toEqual(new Set(['upcoming', 'ongoing', 'completed', 'cancelled']));
    expect(new Set(events.map((e) => e.category))).toEqual(
      new Set(['workshop', 'meeting', 'training', 'volunteer', 'olympiad', 'competition', 'hackathon', 'other']),
    );
    expect(events.some((e) => Boolean(e.registration_required)) && events.some((e) => !e.registration_required)).toBe(true);
    expect(events.filter((e) => Boolean(e.team_event)).map((e) => e.title)).toEqual([DEMO_FACTS.teamEventTitle]);
    expect(events.filter((e) => e.urgency === 'urgent').map((e) => e.title)).toEqual([DEMO_FACTS.urgentEventTitle]);
    for (const e of events) {
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    }
    const withQuestions = events.filter((e) => JSON.parse(e.custom_questions).length > 0);
    expect(withQuestions.map((e) => e.title)).toEqual([DEMO_FACTS.customQuestionsEventTitle]);
    const questions = JSON.parse(withQuestions[0].custom_questions);
    expect(questions.map((q: { type: string }) => q.type).sort()).toEqual(['checkbox', 'radio', 'select', 'text', 'textarea']);
    for (const q of questions) if (['select', 'radio', 'checkbox'].includes(q.type)) expect(q.options.length).toBeGreaterThan(1);
    const olympiad = events.find((e) => e.category === 'olympiad');
    expect(olympiad.eligibility && olympiad.prizes).toBeTruthy();
  });

  it('leaves the nearly full event one place short, and stores e-mails lowercased', async () => {
    const e = await db('events').where({ title: DEMO_FACTS.nearlyFullEventTitle }).first();
    expect(e.max_participants).toBe(10);
    const live = await db('event_registrations').where({ event_id: e.id }).whereNot({ status: 'cancelled' });
    expect(live).toHaveLength(9);
    const all = await db('event_registrations').pluck('email');
    expect(all.every((m: string) => m === m.toLowerCase())).toBe(true);
    const participant = await db('users').where({ email: 'participant@club.test' }).first();
    const mine = await db('event_registrations').where({ user_id: participant.id });
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(['pending', 'confirmed', 'cancelled']));
    expect(mine.some((r) => r.participant_name) && mine.some((r) => r.reason && !r.participant_name)).toBe(true);
  });

  it('publishes an article in every news category, with the fallbacks exercised', async () => {
    const news = await db('news');
    expect(new Set(news.map((n) => n.category))).toEqual(new Set(['Success Story', 'Update', 'Reflection', 'Announcement', 'Event']));
    const published = news.filter((n) => n.status === 'published');
    expect(published.every((n) => n.published_at && n.cover_image_url && n.image_url)).toBe(true);
    expect(published.some((n) => n.excerpt === null)).toBe(true);
    const popular = published.find((n) => n.title === DEMO_FACTS.popularArticle.title);
    expect(popular.read_count).toBeGreaterThan(1000);
    expect(JSON.parse(popular.images)).toHaveLength(2);
    for (const n of news) {
      const words = n.content
        .replace(/<[^>]*>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(n.estimated_read_time).toBe(Math.ceil(words / 200));
    }
    const member = await db('users').where({ email: 'member@club.test' }).first();
    expect(await db('news').where({ status: 'pending', created_by: member.id, title: DEMO_FACTS.pendingArticleTitle }).first()).toBeDefined();
  });

  it('renders every image as a JPEG on disk that the content points at', async () => {
    const uploads = await db('uploads');
    expect(uploads.length).toBeGreaterThanOrEqual(20);
    for (const u of uploads) {
      const file = path.join(dataDir, 'uploads', u.filename);
      expect(fs.statSync(file).size).toBe(u.size);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: u.width, height: u.height });
    }
    const known = new Set(uploads.map((u) => `/uploads/${u.filename}`));
    const refs = [
      ...(await db('projects').pluck('image_url')),
      ...(await db('news').pluck('cover_image_url')),
      ...(await db('gallery').pluck('image_url')),
      ...(await db('members').whereNotNull('profile_image_url').pluck('profile_image_url')),
      ...(await db('news').pluck('images')).flatMap((s: string) => JSON.parse(s)),
    ];
    for (const r of refs) expect(known.has(r), r).toBe(true);
  });

  it('has notices for every window and audience, and the site settings', async () => {
    const now = new Date().toISOString();
    const notices = await db('notices');
    const active = notices.filter((n) => n.start_date <= now && n.end_date >= now);
    expect(active.filter((n) => n.target_audience === 'all')).toHaveLength(2);
    expect(active.find((n) => n.type === 'urgent')).toMatchObject({ priority: 'urgent' });
    expect(Boolean(active.find((n) => n.type === 'urgent').dismissible)).toBe(false);
    expect(active.find((n) => n.type === 'event').link).toBeTruthy();
    expect(new Set(notices.map((n) => n.target_audience))).toEqual(new Set(['all', 'members', 'admins']));
    expect(notices.some((n) => n.end_date < now) && notices.some((n) => n.start_date > now)).toBe(true);
    const settings = Object.fromEntries((await db('settings')).map((s) => [s.key, JSON.parse(s.value)]));
    expect(settings).toMatchObject({ maintenanceMode: false, allowRegistrations: true, maxFileSize: 5 });
    expect(await db('contact_messages')).toHaveLength(3);
    expect(await db('membership_requests')).toHaveLength(2);
  });

  it('gives every event, article, project, notice, gallery caption and custom question its Bangla text (issue 29)', async () => {
    const bn = /[\u0980-\u09FF]/;
    const missing: string[] = [];
    const check = (what: string, english: unknown, bangla: unknown) => {
      if (english != null && english !== '' && !bn.test(String(bangla ?? ''))) missing.push(what);
    };
    const texts: Record<string, string[]> = {
      events: ['title', 'description', 'location'],
      news: ['title', 'excerpt', 'content'],
      projects: ['title', 'description'],
      notices: ['title', 'message', 'link_text'],
      gallery: ['title', 'description'],
    };
    for (const [table, fields] of Object.entries(texts)) {
      for (const row of await db(table)) for (const f of fields) check(`${table} ${row.title}: ${f}`, row[f], row[`${f}_bn`]);
    }
    for (const e of await db('events')) {
      for (const q of JSON.parse(e.custom_questions)) {
        check(`${e.title} ${q.id}: question`, q.question, q.questionBn);
        q.options.forEach((o: string, i: number) => check(`${e.title} ${q.id}: option ${o}`, o, q.optionsBn?.[i]));
      }
    }
    expect(missing).toEqual([]);
    // An article without an excerpt has none in Bangla either, so both languages show the start of the text.
    expect(await db('news').whereNull('excerpt').whereNotNull('excerpt_bn')).toEqual([]);
    const settings = Object.fromEntries((await db('settings')).map((s) => [s.key, JSON.parse(s.value)]));
    expect(settings.siteNameBn).toMatch(bn);
  });

  it('changes nothing when run again', async () => {
    const before = await counts(db);
    const files = fs.readdirSync(path.join(dataDir, 'uploads')).length;
    expect(await runSeeds(db, { dataDir, seedDemo: true })).toEqual({ demo: 'skipped-not-empty' });
    await seedDemo(db, { uploads: folderStore(path.join(dataDir, 'uploads')) });
    expect(await counts(db)).toEqual(before);
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(files);
  });
});

describe('seed runner options', () => {
  it('with the demo disabled leaves every table empty, and creates the admin once', async () => {
    const { db, dataDir } = await freshDb();
    expect(await runSeeds(db, { dataDir, seedDemo: false })).toEqual({ demo: 'disabled' });
    expect(Object.values(await counts(db)).every((n) => n === 0)).toBe(true);
    const admin = { adminEmail: 'Boss@Club.Example', adminPassword: 'Str0ng-enough' };
    expect(await runSeeds(db, { dataDir, seedDemo: false, ...admin })).toEqual({ demo: 'disabled', admin: 'created' });
    const u = await db('users').where({ email: 'boss@club.example' }).first();
    expect(u).toMatchObject({ role: 'super_admin', application_status: 'approved', auth_type: 'email' });
    expect(Boolean(u.is_active)).toBe(true);
    expect(await verifyPassword(u.password_hash, 'Str0ng-enough')).toBe(true);
    expect(await ensureAdmin(db, { email: 'BOSS@club.example', password: 'another-one' })).toBe('exists');
    expect(await db('users')).toHaveLength(1);
    expect(await runSeeds(db, { dataDir, seedDemo: true, ...admin })).toEqual({ demo: 'skipped-not-empty', admin: 'exists' });
  });

  it('dates the demo relative to the given clock', async () => {
    const { db, dataDir } = await freshDb();
    const now = new Date('2031-03-10T08:00:00.000Z');
    await seedDemo(db, { uploads: folderStore(path.join(dataDir, 'uploads')), now });
    const upcoming = await db('events').where({ status: 'upcoming' }).pluck('date');
    expect(upcoming.every((d: string) => d >= '2031-03-10')).toBe(true);
    const completed = await db('events').where({ status: 'completed' }).pluck('date');
    expect(completed.every((d: string) => d < '2031-03-10')).toBe(true);
    const published = await db('news').whereNotNull('published_at').pluck('published_at');
    expect(published.every((d: string) => d < now.toISOString())).toBe(true);
  });
});
