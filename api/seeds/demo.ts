import type { Knex } from 'knex';
import type { UploadStore } from '../src/uploads/upload-store';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedActivity, MEMBER_ACTIVITY_POINTS } from './demo-activity';
import { DEMO_PROJECT_TITLES, seedGallery, seedProjects } from './demo-content';
import { makeClock, type DemoContext } from './demo-context';
import { EVENT_TITLES, seedEvents } from './demo-events';
import { removeDemoImages, renderDemoImages } from './demo-images';
import { ARTICLES, seedNews } from './demo-news';
import { seedMessages, seedNotices, seedSettings } from './demo-notices';
import { seedRegistrations, seedRsvps } from './demo-registrations';
import { DEMO_EXTRA_PASSWORD, MEMBER_WITHOUT_USERNAME, prepareUsers, seedMembers, seedUsers } from './demo-users';

/** Facts about the demo content that tests (and the README) can rely on. */
export const DEMO_FACTS = {
  accounts: DEMO_ACCOUNTS,
  extraUserPassword: DEMO_EXTRA_PASSWORD,
  eventCount: 12,
  customQuestionsEventTitle: EVENT_TITLES.customQuestions,
  nearlyFullEventTitle: EVENT_TITLES.nearlyFull,
  nearlyFullEvent: { maxParticipants: 10, liveRegistrations: 9 },
  teamEventTitle: EVENT_TITLES.team,
  urgentEventTitle: EVENT_TITLES.urgent,
  olympiadEventTitle: EVENT_TITLES.olympiad,
  publishedArticleTitle: ARTICLES[0].title,
  /** The article with more than 1,000 reads and two extra images. */
  popularArticle: { title: ARTICLES[0].title, readCount: ARTICLES[0].readCount },
  articleWithoutExcerptTitle: ARTICLES.find((a) => !a.excerpt && a.status === 'published')!.title,
  pendingArticleTitle: ARTICLES.find((a) => a.status === 'pending')!.title,
  memberProfile: { name: 'Nusrat Jahan', username: 'nusrat' },
  memberWithoutUsername: { name: MEMBER_WITHOUT_USERNAME, fallbackUsername: MEMBER_WITHOUT_USERNAME.toLowerCase().replace(/\s+/g, '') },
  memberActivityPoints: MEMBER_ACTIVITY_POINTS,
  projectTitles: DEMO_PROJECT_TITLES,
} as const;

/**
 * Fills an empty database with the demo club, in one transaction, dated relative to `now`.
 * Does nothing when any user exists. Images are rendered into the upload store and removed again
 * if the transaction fails.
 */
export async function seedDemo(db: Knex, opts: { uploads: UploadStore; now?: Date }): Promise<void> {
  if (await hasUsers(db)) return;
  const now = opts.now ?? new Date();
  const [uploads, users] = await Promise.all([renderDemoImages(opts.uploads), prepareUsers()]);
  const urls = new Map(uploads.map((u) => [u.key, `/uploads/${u.filename}`]));
  const img = (key: string) => {
    const url = urls.get(key);
    if (!url) throw new Error(`Unknown demo image: ${key}`);
    return url;
  };
  let wrote = false;
  try {
    await db.transaction(async (trx) => {
      if (await hasUsers(trx)) return;
      const ctx: DemoContext = { trx, now, img, users: {}, ...makeClock(now) };
      const createdAt = ctx.at(0);
      await trx('uploads').insert(uploads.map(({ key: _key, ...u }) => ({ ...u, uploaded_by: null, created_at: createdAt })));
      await seedUsers(ctx, users);
      await seedMembers(ctx);
      await seedProjects(ctx);
      await seedNews(ctx);
      await seedGallery(ctx);
      const event = await seedEvents(ctx);
      await seedRegistrations(ctx, event);
      await seedRsvps(ctx, event);
      await seedNotices(ctx);
      await seedSettings(ctx);
      await seedMessages(ctx);
      await seedActivity(ctx);
      wrote = true;
    });
  } finally {
    if (!wrote) await removeDemoImages(opts.uploads, uploads);
  }
}

async function hasUsers(db: Knex): Promise<boolean> {
  return (await db('users').first('id')) !== undefined;
}
