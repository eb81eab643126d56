import '../tickets.i18n';
import { useTranslation } from 'react-i18next';
import { ClosableModal } from '@/components/ui/closable-modal';
import { TicketCard, type TicketFacts } from './ticket-card';

/** The ticket full size in a dialog, to hold up to the scanner at the door. */
export function TicketDialog({ ticket, onClose, anonymous }: { ticket: TicketFacts | null; onClose: () => void; anonymous?: boolean }) {
  const { t } = useTranslation('tickets');
  return (
    <ClosableModal open={ticket !== null} onClose={onClose} title={t('title')} testId="ticket-dialog" closeLabel={t('close')}>
      {ticket && <TicketCard ticket={ticket} anonymous={anonymous} />}
    </ClosableModal>
  );
}
