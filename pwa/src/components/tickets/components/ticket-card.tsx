import '../tickets.i18n';
import { useTranslation } from 'react-i18next';
import { AddToCalendarLink } from '@/components/calendar/add-to-calendar-link';
import { formatDate, formatTimeText } from '@/lib/i18n';
import { TicketQr } from './ticket-qr';
import { TicketStatus } from './ticket-status';

export interface TicketFacts {
  ticketCode: string;
  /** The event, for 'Add to calendar' (left out: no link). */
  eventId?: number;
  name: string;
  eventTitle: string;
  /** 'YYYY-MM-DD' (or null when unknown). */
  eventDate: string | null;
  eventTime?: string | null;
  status: string;
  waitlistPosition?: number | null;
}

/** Formats a 'YYYY-MM-DD' day in the reader's words; anything else is shown as it came. */
export function ticketDay(date: string | null | undefined, pattern: string): string {
  if (!date) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00`) : new Date(date);
  return Number.isNaN(day.getTime()) ? date : formatDate(day, pattern) || date;
}

/**
 * A ticket: the QR code big enough to scan, the person's name, the event, its date and the status
 * (pending marked as not confirmed yet). `anonymous` adds the note to screenshot or save it.
 */
export function TicketCard({ ticket, anonymous = false }: { ticket: TicketFacts; anonymous?: boolean }) {
  const { t } = useTranslation('tickets');
  const day = ticketDay(ticket.eventDate, t('dateFormat'));
  return (
    <div className="grid justify-items-center gap-3 text-center" data-testid="ticket-card">
      <TicketQr code={ticket.ticketCode} label={t('qrLabel', { name: ticket.name, event: ticket.eventTitle })} className="w-full max-w-64" />
      <dl className="grid gap-1">
        <dt className="sr-only">{t('name')}</dt>
        <dd className="text-lg font-semibold break-words" data-testid="ticket-name">
          {ticket.name}
        </dd>
        <dt className="sr-only">{t('event')}</dt>
        <dd className="break-words">{ticket.eventTitle}</dd>
        {day && (
          <>
            <dt className="sr-only">{t('date')}</dt>
            <dd className="text-sm opacity-80">{[day, formatTimeText(ticket.eventTime)].filter(Boolean).join(' · ')}</dd>
          </>
        )}
        <dt className="sr-only">{t('status')}</dt>
        <dd>
          <TicketStatus status={ticket.status} position={ticket.waitlistPosition} />
        </dd>
      </dl>
      {ticket.status === 'pending' && <p className="text-sm">{t('pendingNote')}</p>}
      <p className="font-mono text-xs break-all opacity-60">{t('code', { code: ticket.ticketCode })}</p>
      {ticket.eventId !== undefined && <AddToCalendarLink eventId={ticket.eventId} title={ticket.eventTitle} />}
      {anonymous && (
        <p className="alert alert-info text-sm" role="note" data-testid="ticket-save-note">
          {t('saveNote')}
        </p>
      )}
    </div>
  );
}
