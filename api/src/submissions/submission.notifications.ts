import type { ContentType } from '../../../shared/schemas/content';
import type { NewNotification, Texts } from '../notifications/notifications.repo';

/** What a member submits and an admin decides (team profiles: members/profile.notifications.ts). */
export type SubmissionType = Exclude<ContentType, 'member'>;

export interface DecidedSubmission {
  id: number;
  title?: string;
  created_by: number | null;
}

/** A phone notification stays short: a long reason is cut. */
const REASON_MAX = 300;
const cut = (text: string) => (text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text);
const sentences = (...parts: Array<string | false>) => parts.filter(Boolean).join(' ');

const APPROVED: Record<SubmissionType, { en: string; bn: string }> = {
  project: { en: 'Your project is approved', bn: 'আপনার প্রকল্প অনুমোদিত হয়েছে' },
  news: { en: 'Your article is published', bn: 'আপনার লেখা প্রকাশিত হয়েছে' },
  gallery: { en: 'Your image is approved', bn: 'আপনার ছবি অনুমোদিত হয়েছে' },
};
const REJECTED: Record<SubmissionType, { en: string; bn: string }> = {
  project: { en: 'Your project was not approved', bn: 'আপনার প্রকল্প অনুমোদিত হয়নি' },
  news: { en: 'Your article was not published', bn: 'আপনার লেখা প্রকাশিত হয়নি' },
  gallery: { en: 'Your image was not approved', bn: 'আপনার ছবি অনুমোদিত হয়নি' },
};

/** Where the approved item is shown to everyone. */
const publicPath = (type: SubmissionType, id: number) => (type === 'news' ? `/news/${id}` : type === 'project' ? '/projects' : '/gallery');

/** `title` may be empty (an image without one): the sentence then names no title. */
const approvedTexts = (type: SubmissionType, title: string): Texts => ({
  en: { title: APPROVED[type].en, body: `${title ? `“${title}”` : 'It'} is now on the club's site.` },
  bn: { title: APPROVED[type].bn, body: `${title ? `“${title}”` : 'এটি'} এখন ক্লাবের সাইটে দেখা যাচ্ছে।` },
});

const rejectedTexts = (type: SubmissionType, title: string, reason: string | undefined): Texts => ({
  en: {
    title: REJECTED[type].en,
    body: sentences(!!title && `“${title}” was not approved.`, reason ? `Reason: ${cut(reason)}` : 'You can see it in your dashboard.'),
  },
  bn: {
    title: REJECTED[type].bn,
    body: sentences(!!title && `“${title}” অনুমোদিত হয়নি।`, reason ? `কারণ: ${cut(reason)}` : 'আপনার ড্যাশবোর্ডে দেখতে পারেন।'),
  },
});

/**
 * The author hears an admin's decision on their project, article or image, with the admin's
 * reason for a rejection when one was given. Nobody is told when the item has no author (removed
 * account) or the admin decided their own.
 */
export function submissionDecided(
  type: SubmissionType,
  item: DecidedSubmission,
  decision: { approved: boolean; adminId: number; at: string; reason?: string },
): NewNotification | null {
  const author = item.created_by;
  if (author === null || author === decision.adminId) return null;
  const title = item.title?.trim() ?? '';
  const reason = decision.reason?.trim() || undefined;
  return {
    kind: 'submission.decided',
    to: { userId: author },
    // The decision's time is its version: an item sent back for review and decided again is news again.
    dedupeKey: `submission.decided:${type}:${item.id}:${author}:${decision.approved ? 'approved' : 'rejected'}:${decision.at}`,
    url: decision.approved ? publicPath(type, item.id) : '/member-dashboard',
    texts: decision.approved ? approvedTexts(type, title) : rejectedTexts(type, title, reason),
  };
}
