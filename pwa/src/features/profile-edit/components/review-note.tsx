import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@shared/schemas/members';

/**
 * Where the profile stands with the admins, in a sentence: a save waiting on this device, an edit
 * or a new profile waiting for review, or a rejection. Nothing when it is simply published.
 */
export function ReviewNote({ profile, queued }: { profile: OwnProfile | null; queued: boolean }) {
  const { t } = useTranslation('profile-edit');
  let key: string | null = null;
  let tone = 'alert-info';
  if (queued) key = 'review.queued';
  else if (profile?.reviewStatus === 'pending') key = profile.status === 'approved' ? 'review.editPending' : 'review.newPending';
  else if (profile?.reviewStatus === 'rejected') {
    key = profile.status === 'approved' ? 'review.editRejected' : 'review.newRejected';
    tone = 'alert-warning';
  }
  if (!key) return null;
  return (
    <p role="status" className={`alert ${tone} mt-3 text-sm`} data-testid="profile-review-note">
      {t(key)}
    </p>
  );
}
