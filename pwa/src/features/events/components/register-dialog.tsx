import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { Modal } from '@/components/offline/modal';
import { useLocalized } from '@/lib/localized';

/**
 * 'Register for {event title}'. The registration form comes in as children and brings its own
 * Cancel and submit buttons; without a form the dialog offers only Cancel.
 */
export function RegisterDialog({ event, onClose, children }: { event: ClubEvent | null; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation('events');
  const text = useLocalized();
  return (
    <Modal
      open={event !== null}
      onClose={onClose}
      title={event ? t('register.title', { title: text(event, 'title') }) : ''}
      testId="register-dialog"
      closeOnBackdrop={false}
      actions={
        children ? undefined : (
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('register.cancel')}
          </button>
        )
      }
    >
      {children}
    </Modal>
  );
}
