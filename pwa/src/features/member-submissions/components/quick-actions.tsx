import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosableModal } from '@/components/ui/closable-modal';
import type { SubmitResult } from '@/lib/outbox';
import { SubmitProjectDialog } from './submit-project-dialog';
import { UploadImageDialog } from './upload-image-dialog';
import { QUICK_ACTIONS, useQuickAction } from './use-quick-action';
import type { SubmissionAction } from './use-submission-form';
import { WriteArticleDialog } from './write-article-dialog';

export interface QuickActionsProps {
  /** What the RSVP Event dialog shows: the upcoming events with their RSVP buttons. */
  rsvpList?: ReactNode;
  /** A submission was sent or kept on the device to be sent (e.g. to refresh the analytics). */
  onSubmitted?: (action: SubmissionAction, state: SubmitResult['state']) => void;
}

/**
 * The member dashboard's quick actions (signed-in-areas.md §2): Submit Project, Write Article,
 * Upload Image and RSVP Event, each a dialog; the open one is kept in the address (?quick=...).
 * Every write goes through the outbox and works with no connection.
 */
export function QuickActions({ rsvpList, onSubmitted }: QuickActionsProps) {
  const { t } = useTranslation('submissions');
  const [open, setOpen] = useQuickAction();
  const close = () => setOpen(null);
  const submitted = (action: SubmissionAction) => (state: SubmitResult['state']) => onSubmitted?.(action, state);

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="quick-actions" aria-labelledby="quick-actions-title">
      <div className="card-body gap-3 p-4">
        <h2 id="quick-actions-title" className="card-title text-lg">
          {t('quickActions.title')}
        </h2>
        <div className="grid grid-cols-2 gap-2">
          {QUICK_ACTIONS.map((action) => (
            <button key={action} type="button" className="btn btn-outline h-auto min-h-11 py-2" onClick={() => setOpen(action)}>
              {t(`quickActions.${action}`)}
            </button>
          ))}
        </div>
      </div>
      <SubmitProjectDialog open={open === 'project'} onClose={close} onSubmitted={submitted('project')} />
      <WriteArticleDialog open={open === 'article'} onClose={close} onSubmitted={submitted('article')} />
      <UploadImageDialog open={open === 'image'} onClose={close} onSubmitted={submitted('image')} />
      <ClosableModal
        open={open === 'rsvp'}
        onClose={close}
        title={t('dialogs.rsvp')}
        testId="rsvp-event-dialog"
        closeLabel={t('actions.close')}
        closeClassName="btn btn-ghost min-h-11"
      >
        <div className="mt-3">{rsvpList ?? <p className="text-sm opacity-80">{t('rsvp.none')}</p>}</div>
      </ClosableModal>
    </section>
  );
}
