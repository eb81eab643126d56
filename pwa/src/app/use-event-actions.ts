import { loginPathFor } from '@/features/auth/login-redirect';
import { useMyEvents } from '@/features/events/my-events.store';
import { useRsvp } from '@/features/events/use-rsvp';
import { useAuth } from '@/lib/auth';

/**
 * What the events pages (/events and /events/:id) give their event actions: the signed-in user's
 * registrations and RSVPs, and the RSVP action whose 'Log in' comes back to `returnPath`.
 */
export function useEventActions(returnPath: string) {
  const { user } = useAuth();
  const mine = useMyEvents(user?.id ?? null);
  const rsvp = useRsvp({ loginHref: loginPathFor(returnPath) });
  return {
    registeredIds: mine.registered,
    onRsvp: rsvp.send,
    pendingId: rsvp.pendingId,
    rsvpedIds: mine.rsvped,
    queuedIds: mine.rsvpQueued,
  };
}
