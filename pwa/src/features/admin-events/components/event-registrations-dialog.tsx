import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { Modal } from '@/components/offline/modal';
import { EventRegistrations } from './event-registrations';

/** 'Registrations: {title}' in a dialog; its content is rebuilt per event, so one event's list never shows under another's title. */
export function EventRegistrationsDialog({ event, onClose }: { event: ClubEvent | null; onClose: () => void }) {
  const { t } = useTranslation('admin-events');
  return (
    <Modal
      open={event !== null}
      onClose={onClose}
      title={event ? t('registrations.title', { title: event.title }) : ''}
      testId="event-registrations-dialog"
      actions={
        <button type="button" className="btn min-h-11" onClick={onClose}>
          {t('registrations.close')}
        </button>
      }
    >
      {event && <EventRegistrations key={event.id} event={event} />}
    </Modal>
  );
}
