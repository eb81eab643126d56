import { useTranslation } from 'react-i18next';
import { rememberAnonymousTicket, forgetAnonymousTicket } from '@/components/tickets/anonymous-tickets.store';
import { asRegistrationAnswer, waitlistPositionOf } from '@/components/tickets/waitlist';
import { toast } from '@/components/ui/use-toast';
import { refreshMirroredList } from '@/lib/mirror';
import { type DeliveredWrite, useDelivered } from '@/lib/outbox-delivered';
import { ANON } from '@/lib/outbox-policy';
import { refreshMyEvents } from '../my-events.store';

/** Long enough to reach 'Show ticket' (a toast that offers an action). */
const WITH_ACTION_MS = 10_000;
const NAMES = ['registration.create', 'rsvp.create', 'registration.cancel'] as const;
type Name = (typeof NAMES)[number];

/** The lists a delivered write changes, loaded again now (the pages showing them may not be open). */
function refreshAfter(item: DeliveredWrite<Name>): void {
  void refreshMirroredList('events');
  if (item.userKey !== ANON) void refreshMyEvents(Number(item.userKey));
}

/**
 * Closes the loop of a registration, RSVP or cancel queued offline (issue 29): when the outbox
 * delivers it, a toast says so wherever the person is ('Registration successful!' with 'Show
 * ticket', leading to the event's page with the ticket open); a visitor's ticket is kept on the
 * phone as the online answer would have kept it, and the events and the person's own lists load
 * again, so the event says 'You are registered' with the new spot count. Renders nothing.
 */
export function DeliveredAnnouncer() {
  const { t } = useTranslation('events');
  useDelivered(NAMES, (item) => {
    refreshAfter(item);
    const title = item.labelValues?.title ?? '';
    if (item.name === 'rsvp.create') return void toast({ title: t('rsvp.successTitle'), description: t('delivered.rsvpText', { title }) });
    if (item.name === 'registration.cancel') {
      const id = (item as DeliveredWrite<'registration.cancel'>).meta?.registrationId;
      if (id != null) void forgetAnonymousTicket(id);
      return void toast({ title: t('delivered.cancelTitle'), description: t('delivered.cancelText', { title }) });
    }
    const meta = (item as DeliveredWrite<'registration.create'>).meta;
    const answer = asRegistrationAnswer(item.response);
    const position = waitlistPositionOf(item.response);
    const registrationId = answer.registrationId ?? answer.registration?.id;
    if (meta && !meta.signedIn && answer.ticketCode && registrationId != null) {
      void rememberAnonymousTicket({
        registrationId,
        ticketCode: answer.ticketCode,
        name: answer.registration?.participantName || answer.registration?.name || '',
        eventId: meta.eventId,
        eventTitle: title,
        eventDate: meta.eventDate ?? null,
        eventTime: meta.eventTime ?? null,
        status: position !== null ? 'waitlisted' : (answer.registration?.status ?? 'pending'),
        waitlistPosition: position,
        cancelLink: answer.cancelUrl ? new URL(answer.cancelUrl, window.location.origin).href : null,
        savedAt: new Date().toISOString(),
      });
    }
    if (position !== null) return void toast({ title: t('delivered.waitlistTitle'), description: t('delivered.waitlistText', { title, position }) });
    toast({
      title: t('toast.successTitle'),
      description: t('delivered.registrationText', { title }),
      ...(meta && answer.ticketCode && { action: { label: t('card.showTicket'), href: `/events/${meta.eventId}?ticket=show` }, duration: WITH_ACTION_MS }),
    });
  });
  return null;
}
