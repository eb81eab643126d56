import { loginPathFor } from '@/features/auth/login-redirect';
import { useHeldRegistrations } from '@/features/events/held-registrations';
import { useMyEvents } from '@/features/events/my-events.store';
import { useRsvp } from '@/features/events/use-rsvp';
import { useAuth } from '@/lib/auth';

/**
 * What the events pages (/events and /events/:id) give their event actions: the registrations
 * this device holds (the signed-in user's and a visitor's tickets on the phone) and RSVPs, and the
 * RSVP action whose 'Log in' comes back to `returnPath`.
 */
export function useEventActions(returnPath: string) {
  const { user } = useAuth();
  const mine = useMyEvents(user?.id ?? null);
  const registrations = useHeldRegistrations(mine.registrations, mine.registrationQueued);
  const rsvp = useRsvp({ loginHref: loginPathFor(returnPath) });
  return {
    registrations,
    onRsvp: rsvp.send,
    pendingId: rsvp.pendingId,
    rsvpedIds: mine.rsvped,
    queuedIds: mine.rsvpQueued,
  };
}
