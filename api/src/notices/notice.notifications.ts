import { listAudienceOf } from '../../../shared/policies/roles';
import { ROLES, type Role } from '../../../shared/roles';
import { isSafeLink, SITE_PATH } from '../../../shared/safe-link';
import type { NewNotification } from '../notifications/notifications.repo';
import { noticesPolicy } from '../policies/notices.policy';
import type { NoticeRow } from './notices.repo';

/** A notice is urgent by its priority or its type (the admin form offers both). */
export const isUrgent = (n: Pick<NoticeRow, 'priority' | 'type'>): boolean => n.priority === 'urgent' || n.type === 'urgent';

/**
 * The roles whose accounts a notice reaches: those who see it signed in (notices.policy.ts).
 * 'all' is every account, applicants and participants included; 'members' members and admins.
 */
export const audienceRoles = (target: NoticeRow['target_audience']): Role[] =>
  ROLES.filter((role) => noticesPolicy.targets(listAudienceOf(role)).includes(target));

/** A phone notification stays short (a notice's message may be 2,000 characters). */
const BODY_MAX = 280;
const cut = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/** The notice's own link when it is a page of the site (what a tap may open); else the home page, under its banner. */
const pageOf = (n: NoticeRow) => (isSafeLink(n.link) && SITE_PATH.test(n.link) && n.link.length <= 500 ? n.link : '/');

/** Every urgent-notice key of a notice starts so (to withdraw those not yet due). */
export const urgentKeyPrefix = (noticeId: number) => `notice.urgent:${noticeId}:`;

/**
 * One account hears an urgent notice: its own words in the reader's language (English where no
 * Bangla was written), when its window opens. The key is the notice and the person, without a
 * version: a notice is told once, however often it is edited afterwards.
 */
export function urgentNotice(n: NoticeRow, userId: number, now: string): NewNotification {
  const opens = new Date(n.start_date).toISOString();
  return {
    kind: 'notice.urgent',
    to: { userId },
    dedupeKey: `${urgentKeyPrefix(n.id)}${userId}`,
    url: pageOf(n),
    texts: {
      en: { title: n.title, body: cut(n.message) },
      bn: { title: n.title_bn || n.title, body: cut(n.message_bn || n.message) },
    },
    ...(opens > now && { dueAt: opens }),
  };
}
