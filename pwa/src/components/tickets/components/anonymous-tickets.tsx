import '../tickets.i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnonymousTicket, forgetAnonymousTicket, useAnonymousTickets } from '../anonymous-tickets.store';
import { ticketDay } from './ticket-card';
import { TicketDialog } from './ticket-dialog';
import { TicketQr } from './ticket-qr';

/** 'Your tickets on this phone': tickets of registrations made here without an account (from the device, so offline too). Nothing when there are none. */
export function AnonymousTickets() {
  const { t } = useTranslation('tickets');
  const titleId = useId();
  const tickets = useAnonymousTickets();
  const [open, setOpen] = useState<AnonymousTicket | null>(null);
  if (!tickets || tickets.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-box border border-base-300 p-3" data-testid="anonymous-tickets">
      <h2 id={titleId} className="mb-2 font-semibold">
        {t('onPhone.title')}
      </h2>
      <ul className="grid gap-2">
        {tickets.map((ticket) => (
          <li key={ticket.registrationId} className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn btn-ghost h-auto min-h-11 flex-1 justify-start gap-2 p-1 text-left"
              onClick={() => setOpen(ticket)}
              aria-label={t('openTicket', { event: ticket.eventTitle })}
            >
              <TicketQr code={ticket.ticketCode} label={t('qrLabel', { name: ticket.name, event: ticket.eventTitle })} className="w-10" />
              <span className="grid">
                <span className="font-medium break-words">{ticket.eventTitle}</span>
                <span className="text-xs opacity-70">{ticketDay(ticket.eventDate, t('shortDateFormat'))}</span>
              </span>
            </button>
            <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={() => void forgetAnonymousTicket(ticket.registrationId)}>
              {t('onPhone.forget')}
            </button>
          </li>
        ))}
      </ul>
      <TicketDialog ticket={open} onClose={() => setOpen(null)} anonymous />
    </section>
  );
}
