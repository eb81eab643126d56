import '@/components/tickets/tickets.i18n';
import { useTranslation } from 'react-i18next';
import { needsRegistration } from '@shared/policies/events';
import type { ClubEvent } from '@shared/schemas/events';
import { RegistrationsClosed } from '@/components/ui/registrations-closed';
import { useRegistrationsOpen } from '@/lib/site-settings';
import type { HeldRegistration } from '../held-registrations';
import { EventRegistered } from './event-registered';

export interface EventActionProps {
  event: ClubEvent;
  /** Registration events: the registration this device holds for it (the person's own, or a visitor ticket kept on the phone). */
  registration?: HeldRegistration;
  /** Registration events: a registration made on this device still waiting in the outbox. */
  registrationWaiting?: boolean;
  /** Opens the held registration's ticket at once (a toast's 'Show ticket' led here). */
  openTicket?: boolean;
  /** Registration events: no place left (the event's own page says so instead of offering to register). */
  full?: boolean;
  onRegister?: (event: ClubEvent) => void;
  /** RSVP events: the server has the user's RSVP. */
  rsvped?: boolean;
  /** RSVP events: an RSVP made offline, still waiting in the outbox. */
  queued?: boolean;
  /** RSVP events: this event's RSVP is being sent ('Confirming...'). */
  pending?: boolean;
  onRsvp?: (event: ClubEvent) => void;
}

/**
 * What a person can do about an event, or where they stand: 'Register Now', 'Registration
 * waiting to be sent', or 'You are registered' with the ticket and Cancel for events that need registration; 'RSVP', 'Confirming...', 'RSVP waiting to be
 * sent' or 'You are going' for the others.
 */
export function EventAction({ event, registration, registrationWaiting, openTicket, full, onRegister, rsvped, queued, pending, onRsvp }: EventActionProps) {
  const { t } = useTranslation('events');
  const registrationsOpen = useRegistrationsOpen();
  if (needsRegistration(event)) {
    // Registered already: say so instead of offering to register again.
    if (registration) return <EventRegistered registration={registration} openTicket={openTicket} />;
    if (registrationWaiting) return <span className="badge badge-warning badge-lg">{t('tickets:registered.waiting')}</span>;
    if (full) {
      const badge = <span className="badge badge-neutral badge-lg">{t('detail.full')}</span>;
      // Full with a waitlist: the form is offered to join the line (the server's 409 then offers 'Join the waitlist').
      if (event.waitlistEnabled === false || !registrationsOpen || !onRegister) return badge;
      return (
        <span className="flex flex-wrap items-center gap-2">
          {badge}
          <button type="button" className="btn btn-secondary" onClick={() => onRegister(event)}>
            {t('tickets:waitlist.join')}
          </button>
        </span>
      );
    }
    // The site settings close registrations: say so instead of offering the form.
    if (!registrationsOpen) return <RegistrationsClosed className="py-2 text-sm" />;
    return (
      <button type="button" className="btn btn-primary" onClick={() => onRegister?.(event)}>
        {t('card.registerNow')}
      </button>
    );
  }
  if (rsvped) return <span className="badge badge-success badge-lg">{t('rsvp.attending')}</span>;
  // While it is being sent the write sits in the outbox too: 'Confirming...' wins over 'waiting'.
  if (!pending && queued) return <span className="badge badge-warning badge-lg">{t('rsvp.queued')}</span>;
  return (
    <button type="button" className="btn btn-secondary" disabled={pending} aria-busy={pending || undefined} onClick={() => onRsvp?.(event)}>
      {pending ? t('rsvp.confirming') : t('card.rsvp')}
    </button>
  );
}
