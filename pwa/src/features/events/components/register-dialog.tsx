import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { Modal } from '@/components/offline/modal';

/**
 * 'Register for {event title}'. The registration form arrives with a later issue and is passed
 * in as children; until then the dialog holds only Cancel.
 */
export function RegisterDialog({ event, onClose, children }: { event: ClubEvent | null; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation('events');
  return (
    <Modal
      open={event !== null}
      onClose={onClose}
      title={event ? t('register.title', { title: event.title }) : ''}
      testId="register-dialog"
      actions={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('register.cancel')}
        </button>
      }
    >
      {children}
    </Modal>
  );
}
