/**
 * Closes the loop of a registration, RSVP or cancel queued offline (issue 29): when the outbox
 * delivers it, a toast says so wherever the person is ('Registration successful!' with 'Show
 * ticket', leading to the event's page with the ticket open); a visitor's ticket is kept on the
 * phone as the online answer would have kept it, and the events and the person's own lists load
 * again, so the event says 'You are registered' with the new spot count. No React.
 */
import '@/components/tickets/tickets.i18n';
import { forgetAnonymousTicket, rememberAnonymousTicket } from '@/components/tickets/anonymous-tickets.store';
import { asRegistrationAnswer, waitlistPositionOf } from '@/components/tickets/waitlist';
import { toast } from '@/components/ui/toast-store';
import { i18n } from '@/lib/i18n';
import { refreshMirroredList } from '@/lib/mirror';
import { type DeliveredWrite, watchDelivered } from '@/lib/outbox-delivered';
import { ANON } from '@/lib/outbox-policy';
import { refreshMyEvents } from './my-events.store';

/** Long enough to reach 'Show ticket' (a toast that offers an action). */
const WITH_ACTION_MS = 10_000;
const NAMES = ['registration.create', 'rsvp.create', 'registration.cancel'] as const;
type Name = (typeof NAMES)[number];
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ns: 'tickets', ...values });

/** The lists a delivered write changes, loaded again now (the pages showing them may not be open). */
function refreshAfter(item: DeliveredWrite<Name>): void {
  void refreshMirroredList('events');
  if (item.userKey !== ANON) void refreshMyEvents(Number(item.userKey));
}

/** A visitor's ticket kept on the phone, as RegistrationSuccess keeps it for an answer seen online. */
function keepVisitorTicket(item: DeliveredWrite<'registration.create'>, title: string): void {
  const answer = asRegistrationAnswer(item.response);
  const registrationId = answer.registrationId ?? answer.registration?.id;
  const meta = item.meta;
  if (!meta || meta.signedIn || !answer.ticketCode || registrationId == null) return;
  const position = waitlistPositionOf(item.response);
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

/** What the person is told of one delivered write. */
export function tellDelivered(item: DeliveredWrite<Name>): void {
  refreshAfter(item);
  const title = item.labelValues?.title ?? '';
  if (item.name === 'rsvp.create') return void toast({ title: t('events:rsvp.successTitle'), description: t('delivered.rsvpText', { title }) });
  if (item.name === 'registration.cancel') {
    const id = (item as DeliveredWrite<'registration.cancel'>).meta?.registrationId;
    if (id != null) void forgetAnonymousTicket(id);
    return void toast({ title: t('cancel.doneTitle'), description: t('delivered.cancelText', { title }) });
  }
  const registration = item as DeliveredWrite<'registration.create'>;
  keepVisitorTicket(registration, title);
  const position = waitlistPositionOf(item.response);
  if (position !== null) return void toast({ title: t('waitlist.joinedTitle'), description: t('delivered.waitlistText', { title, position }) });
  const eventId = registration.meta?.eventId;
  toast({
    title: t('events:toast.successTitle'),
    description: t('delivered.registrationText', { title }),
    ...(eventId != null &&
      asRegistrationAnswer(item.response).ticketCode && {
        action: { label: t('showTicket'), href: `/events/${eventId}?ticket=show` },
        duration: WITH_ACTION_MS,
      }),
  });
}

/** Starts telling (app/delivered.slots.ts); answers a function that stops. */
export const watchDeliveredRegistrations = () => watchDelivered(NAMES, tellDelivered);
