import '@/components/tickets/tickets.i18n';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { MyRegistration } from '@shared/schemas/registrations';
import { RegistrationsClosed } from '@/components/ui/registrations-closed';
import { RegistrationTicket } from '@/components/tickets';
import { useRegistrationsOpen } from '@/lib/site-settings';
import { spotsLeft } from '../events.store';

/** The registration's status as a coloured badge (its word always written). */
const TONE: Record<MyRegistration['status'], string> = {
  pending: 'badge-warning',
  confirmed: 'badge-success',
  cancelled: 'badge-error',
  waitlisted: 'badge-info',
};

export interface MemberRegistrationActionProps {
  event: ClubEvent;
  /** The member's registration for this event that is not cancelled, if any. */
  registration?: Pick<MyRegistration, 'status'> & Partial<MyRegistration>;
  /** A registration made offline, still waiting in the outbox. */
  queued?: boolean;
  onRegister: (event: ClubEvent) => void;
}

/**
 * The card's button: 'Registered' (disabled, with the registration's status, or 'Waiting to be
 * sent' while it is in the outbox), 'Event Full' (disabled), the registrations-closed note while
 * the site settings close registrations, else 'Register Now'.
 */
export function MemberRegistrationAction({ event, registration, queued, onRegister }: MemberRegistrationActionProps) {
  const { t } = useTranslation('events');
  const registrationsOpen = useRegistrationsOpen();
  if (registration || queued) {
    return (
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="sr-only">{t('member.statusLabel')}:</span>
        {registration?.status === 'waitlisted' ? null : registration ? (
          <span className={`badge badge-sm whitespace-nowrap ${TONE[registration.status]}`}>{t(`member.registrationStatus.${registration.status}`)}</span>
        ) : (
          <span className="badge badge-sm badge-warning whitespace-nowrap">{t('member.waiting')}</span>
        )}
        <button type="button" className="btn min-h-11" disabled>
          {t('member.registered')}
        </button>
        {registration?.id != null && <RegistrationTicket registration={registration as MyRegistration} />}
      </div>
    );
  }
  if (spotsLeft(event) === 0) {
    const full = (
      <button type="button" className="btn min-h-11" disabled>
        {t('member.full')}
      </button>
    );
    // Full with a waitlist: 'Event Full' stays, and the form is offered to join the line (the server's 409 then offers 'Join the waitlist').
    if (event.waitlistEnabled === false || !registrationsOpen) return full;
    return (
      <div className="flex flex-wrap items-center justify-end gap-2">
        {full}
        <button type="button" className="btn btn-secondary min-h-11" onClick={() => onRegister(event)}>
          {t('tickets:waitlist.join')}
        </button>
      </div>
    );
  }
  if (!registrationsOpen) return <RegistrationsClosed className="py-2 text-sm" />;
  return (
    <button type="button" className="btn btn-primary min-h-11" onClick={() => onRegister(event)}>
      {t('card.registerNow')}
    </button>
  );
}
