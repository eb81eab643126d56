import '../tickets.i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '@shared/schemas/registrations';
import { useQueued } from '@/lib/use-outbox';
import { forgetAnonymousTicket } from '../anonymous-tickets.store';
import { CancelRegistrationButton } from './cancel-registration-button';
import { TicketDialog } from './ticket-dialog';
import { TicketQr } from './ticket-qr';
import { TicketStatus } from './ticket-status';

type Row = Partial<Pick<MyRegistration, 'eventId'>> &
  Pick<MyRegistration, 'id' | 'name' | 'participantName' | 'eventTitle' | 'eventDate' | 'eventTime' | 'status' | 'ticketCode'> & {
    waitlistPosition?: number | null;
  };

interface Props {
  registration: Row;
  /** A visitor's ticket kept on this phone: cancelled with its cancel link's secret, shown with the note to keep it. */
  cancelToken?: string;
  /** Opens the ticket (at once, or when it turns true): the 'Show ticket' of a toast or the home page led here. */
  showNow?: boolean;
}

/**
 * One registration at the door: its ticket (a small QR; tap to open it big), 'Waitlist #n' while
 * waitlisted, and 'Cancel my registration' (asks once; through the outbox). The signed-in user's
 * own, or a visitor's kept on this phone (`cancelToken`: the cancel link's secret; once cancelled
 * it leaves the phone). Reads only what the device holds, so it works offline.
 */
export function RegistrationTicket({ registration: r, cancelToken, showNow = false }: Props) {
  const { t } = useTranslation('tickets');
  const [open, setOpen] = useState(showNow);
  useEffect(() => {
    if (showNow) setOpen(true);
  }, [showNow]);
  const [cancelled, setCancelled] = useState(false);
  const cancelWaiting = useQueued('registration.cancel', (m) => m?.registrationId === r.id).length > 0;
  const status = cancelled ? 'cancelled' : (r.status as string);
  if (status === 'cancelled') return null;
  const eventTitle = r.eventTitle ?? '';
  const name = r.participantName || r.name;
  const hasTicket = !!r.ticketCode && (status === 'confirmed' || status === 'pending');
  const ticket = hasTicket
    ? {
        ticketCode: r.ticketCode!,
        eventId: r.eventId,
        name,
        eventTitle,
        eventDate: r.eventDate,
        eventTime: r.eventTime,
        status,
        waitlistPosition: r.waitlistPosition,
      }
    : null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="registration-ticket">
      {status === 'waitlisted' && <TicketStatus status="waitlisted" position={r.waitlistPosition} />}
      {ticket && (
        <button
          type="button"
          className="btn btn-ghost h-auto min-h-11 gap-2 p-1"
          onClick={() => setOpen(true)}
          aria-label={t('openTicket', { event: eventTitle })}
          data-testid="show-ticket"
        >
          <TicketQr code={ticket.ticketCode} label={t('qrLabel', { name, event: eventTitle })} className="w-12" />
          <span aria-hidden="true">{t('showTicket')}</span>
        </button>
      )}
      {cancelWaiting ? (
        <span className="badge badge-warning badge-sm whitespace-nowrap" data-testid="cancel-waiting">
          {t('cancel.waiting')}
        </span>
      ) : (
        <CancelRegistrationButton
          registrationId={r.id}
          eventTitle={eventTitle}
          token={cancelToken}
          onDone={(state) => {
            if (state !== 'sent') return;
            setCancelled(true);
            if (cancelToken) void forgetAnonymousTicket(r.id);
          }}
        />
      )}
      <TicketDialog ticket={open ? ticket : null} onClose={() => setOpen(false)} anonymous={!!cancelToken} />
    </div>
  );
}
