import type { NewNotification, Texts } from '../notifications/notifications.repo';

const PUBLISHED: Texts = {
  en: { title: 'Your team profile is published', body: 'It now appears on the Our Team page.' },
  bn: { title: 'আপনার টিম প্রোফাইল প্রকাশিত হয়েছে', body: 'এটি এখন “আমাদের টিম” পাতায় দেখা যাচ্ছে।' },
};
const EDIT_APPROVED: Texts = {
  en: { title: 'Your profile changes are approved', body: 'Everyone now sees the new version of your team profile.' },
  bn: { title: 'আপনার প্রোফাইলের পরিবর্তন অনুমোদিত হয়েছে', body: 'আপনার টিম প্রোফাইলের নতুন সংস্করণ এখন সবাই দেখতে পাচ্ছে।' },
};

/**
 * The owner hears that an admin published their team profile (`edit` false) or approved their
 * changes to it. `revision` is the version the admin approved: each approval is told once. Nobody
 * is told for a profile without an account, nor an admin approving their own.
 */
export function profileApproved(
  profile: { id: number; user_id: number | null; username: string | null },
  approval: { edit: boolean; revision: number; adminId: number },
): NewNotification | null {
  const owner = profile.user_id;
  if (owner === null || owner === approval.adminId) return null;
  return {
    kind: 'profile.approved',
    to: { userId: owner },
    dedupeKey: `profile.approved:${profile.id}:${owner}:${approval.revision}`,
    url: profile.username ? `/member/${encodeURIComponent(profile.username)}` : '/members',
    texts: approval.edit ? EDIT_APPROVED : PUBLISHED,
  };
}
