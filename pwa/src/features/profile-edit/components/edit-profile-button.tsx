import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/offline/modal';
import { useAuth } from '@/lib/auth';
import { startingInput } from '../profile-form-values';
import { refreshOwnProfile, useOwnProfile } from '../profile.store';
import { EditProfileForm } from './edit-profile-form';
import { ReviewNote } from './review-note';

/**
 * 'Edit Profile' (signed-in-areas.md §2 member header): a button opening the dialog with the
 * member's team profile filled in, from the device first (offline too), refreshed on open. Beside
 * it, 'Changes waiting for review' while an edit waits for an admin, or 'Waiting to be sent' while
 * a save waits on this device.
 */
export function EditProfileButton({ userId }: { userId: number }) {
  const { t } = useTranslation('profile-edit');
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const { known, profile, queued, reading } = useOwnProfile(userId);
  const waiting = !queued && profile?.reviewStatus === 'pending';

  const show = () => {
    setOpened((n) => n + 1);
    setOpen(true);
    void refreshOwnProfile(userId);
  };

  let body;
  if (reading) body = <p className="mt-3 opacity-70">{t('loading')}</p>;
  else if (!known)
    body = (
      <p className="alert alert-warning mt-3 text-sm" role="status">
        {t('notOnDevice')}
      </p>
    );
  else
    body = (
      <>
        <ReviewNote profile={profile} queued={queued !== null} />
        <EditProfileForm key={opened} userId={userId} start={startingInput(queued, profile, user)} onDone={() => setOpen(false)} />
      </>
    );

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={show} data-testid="edit-profile-button">
        {t('button')}
      </button>
      {queued ? (
        <span className="badge badge-ghost badge-sm whitespace-nowrap" data-testid="profile-review-badge">
          {t('review.queuedBadge')}
        </span>
      ) : (
        waiting && (
          <span className="badge badge-warning badge-sm whitespace-nowrap" data-testid="profile-review-badge">
            {t('review.badge')}
          </span>
        )
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')} testId="edit-profile-dialog" closeOnBackdrop={false}>
        {open && body}
      </Modal>
    </span>
  );
}
