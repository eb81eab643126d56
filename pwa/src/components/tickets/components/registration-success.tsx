import '../tickets.i18n';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { messageText } from '@/lib/message-text';
import { rememberAnonymousTicket } from '../anonymous-tickets.store';
import { asRegistrationAnswer, waitlistPositionOf } from '../waitlist';
import { TicketCard, type TicketFacts } from './ticket-card';

interface Props {
  /** The server's answer to the registration (sent, not queued). */
  response: unknown;
  event: { id: number; title: string; date: string | null; time?: string | null };
  /** The name the person registered with. */
  name: string;
  /** A visitor without an account: the ticket is kept on this phone, with the note and the cancel link. */
  anonymous: boolean;
  onDone: () => void;
}

/**
 * What the registration dialog shows after success: the waitlist position when put on the
 * waitlist, the ticket (QR, name, event, date, status) and, for a visitor, the note to save it
 * and the absolute cancel link with Copy. A visitor's ticket is kept on this phone as well.
 */
export function RegistrationSuccess({ response, event, name, anonymous, onDone }: Props) {
  const { t } = useTranslation('tickets');
  const linkId = useId();
  const answer = asRegistrationAnswer(response);
  const position = waitlistPositionOf(response);
  const status = position !== null ? 'waitlisted' : (answer.registration?.status ?? 'pending');
  const registrationId = answer.registrationId ?? answer.registration?.id ?? null;
  const cancelLink = useMemo(() => (answer.cancelUrl ? new URL(answer.cancelUrl, window.location.origin).href : null), [answer.cancelUrl]);
  const ticket: TicketFacts | null = answer.ticketCode
    ? {
        ticketCode: answer.ticketCode,
        eventId: event.id,
        name,
        eventTitle: event.title,
        eventDate: event.date,
        eventTime: event.time,
        status,
        waitlistPosition: position,
      }
    : null;

  useEffect(() => {
    if (!anonymous || !ticket || registrationId === null) return;
    void rememberAnonymousTicket({
      registrationId,
      ticketCode: ticket.ticketCode,
      name,
      eventId: event.id,
      eventTitle: event.title,
      eventDate: event.date,
      eventTime: event.time ?? null,
      status,
      waitlistPosition: position,
      cancelLink,
      savedAt: new Date().toISOString(),
    });
    // Once per answer: every other value comes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [response]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(cancelLink ?? '');
      toast({ title: t('success.copied') });
    } catch {
      toast({ title: t('success.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="mt-4 grid gap-4" data-testid="registration-success">
      {position !== null ? (
        <p className="alert alert-info" role="status" data-testid="waitlist-position">
          {t('waitlist.joined', { position })}
        </p>
      ) : (
        // The one confirmation (no toast over the ticket): the spec's toast texts, above the ticket.
        <p className="alert alert-success" role="status" data-testid="registration-confirmed">
          <span className="grid">
            <strong>{t('success.title')}</strong>
            <span>{(answer.message && messageText(answer.message)) || t('success.text')}</span>
          </span>
        </p>
      )}
      {ticket && <TicketCard ticket={ticket} anonymous={anonymous} />}
      {anonymous && cancelLink && (
        <div className="grid gap-2">
          <label htmlFor={linkId} className="text-sm">
            {t('success.cancelLinkLabel')}
          </label>
          <div className="join w-full">
            <input
              id={linkId}
              readOnly
              value={cancelLink}
              className="input input-bordered join-item min-h-11 w-full min-w-0 font-mono text-xs"
              data-testid="cancel-link"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="btn join-item min-h-11" onClick={() => void copy()}>
              {t('success.copy')}
            </button>
          </div>
        </div>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-primary min-h-11" onClick={onDone}>
          {t('success.done')}
        </button>
      </div>
    </div>
  );
}
