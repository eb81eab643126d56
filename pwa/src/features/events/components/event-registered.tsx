import '@/components/tickets/tickets.i18n';
import { useTranslation } from 'react-i18next';
import { RegistrationTicket } from '@/components/tickets';
import type { HeldRegistration } from '../held-registrations';

/**
 * Where the person stands on an event this device holds a registration for: 'You are registered'
 * (or 'You are on the waitlist') with 'Show ticket' and 'Cancel my registration', from the
 * device's own record, so offline too.
 */
export function EventRegistered({ registration, openTicket }: { registration: HeldRegistration; openTicket?: boolean }) {
  const { t } = useTranslation('events');
  const waitlisted = registration.status === 'waitlisted';
  return (
    <div className="grid w-full justify-items-start gap-2" data-testid="event-registered">
      <span className={`badge badge-lg ${waitlisted ? 'badge-info' : 'badge-success'}`}>
        {waitlisted ? t('tickets:waitlist.joinedTitle') : t('card.registered')}
      </span>
      <RegistrationTicket registration={registration} cancelToken={registration.cancelToken} showNow={openTicket} />
    </div>
  );
}
