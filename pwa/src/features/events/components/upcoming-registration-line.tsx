import '@/components/tickets/tickets.i18n';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAnonymousTickets } from '@/components/tickets/anonymous-tickets.store';
import { useAuth } from '@/lib/auth';
import { localToday } from '@/lib/local-day';
import { useLocalized } from '@/lib/localized';
import { heldByEvent } from '../held-registrations';
import { useMyRegistrations } from '../my-events.store';

/** The home page's line in the strip above the page (app/delivered.slots.ts): only on '/'. */
export function HomeRegistrationLine() {
  const { pathname } = useLocation();
  return pathname === '/' ? <UpcomingRegistrationLine /> : null;
}

/**
 * The home page's line for someone holding a registration for an event still to come (their own,
 * or a visitor ticket kept on this phone): 'You are registered for {event} — Show ticket', the
 * soonest one, leading to the event's page with the ticket open. From the device, so offline too;
 * nothing when there is none.
 */
export function UpcomingRegistrationLine() {
  const { t } = useTranslation('tickets');
  const text = useLocalized();
  const { user } = useAuth();
  const own = useMyRegistrations(user?.id ?? null).rows;
  const tickets = useAnonymousTickets();
  const from = localToday();
  // The registrations this device holds (own ones over a visitor ticket for the same event), still to come.
  const candidates = [...heldByEvent(own ?? [], tickets ?? []).values()].filter((r) => {
    const eventStatus = (r as { eventStatus?: string }).eventStatus;
    return (
      (r.status === 'pending' || r.status === 'confirmed') && !!r.eventDate && r.eventDate >= from && eventStatus !== 'completed' && eventStatus !== 'cancelled'
    );
  });
  const next = candidates.sort((a, b) => a.eventDate!.localeCompare(b.eventDate!))[0];
  if (!next) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-2">
      <p className="flex items-center gap-3 rounded-box bg-success px-4 py-1 text-sm text-success-content" data-testid="home-registration-line">
        <span className="flex-1 break-words">
          {t('registered.homeLine', { title: text(next, 'eventTitle') ?? '' })}
          <span className="sr-only"> —</span>
        </span>
        <Link to={`/events/${next.eventId}?ticket=show`} className="btn btn-sm min-h-11 shrink-0">
          {t('showTicket')}
        </Link>
      </p>
    </div>
  );
}
