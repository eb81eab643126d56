import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { Modal } from '@/components/offline/modal';
import { EventForm } from './event-form';

/** 'Create Event' or 'Edit Event': the event form in a dialog that a stray tap beside it does not close. */
export function EventFormDialog({ open, event, onClose }: { open: boolean; event?: ClubEvent | null; onClose: () => void }) {
  const { t } = useTranslation('admin-events');
  return (
    <Modal open={open} onClose={onClose} title={t(event ? 'form.editTitle' : 'form.createTitle')} testId="event-form-dialog" closeOnBackdrop={false}>
      {open && <EventForm key={event?.id ?? 'new'} event={event} onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
