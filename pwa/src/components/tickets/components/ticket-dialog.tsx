import '../tickets.i18n';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/offline/modal';
import { TicketCard, type TicketFacts } from './ticket-card';

/** The ticket full size in a dialog, to hold up to the scanner at the door. */
export function TicketDialog({ ticket, onClose, anonymous }: { ticket: TicketFacts | null; onClose: () => void; anonymous?: boolean }) {
  const { t } = useTranslation('tickets');
  return (
    <Modal
      open={ticket !== null}
      onClose={onClose}
      title={t('title')}
      testId="ticket-dialog"
      actions={
        <button type="button" className="btn min-h-11" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      {ticket && <TicketCard ticket={ticket} anonymous={anonymous} />}
    </Modal>
  );
}
