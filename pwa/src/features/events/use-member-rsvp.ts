import { useAuth } from '@/lib/auth';
import { useMyEvents, type MyEvents } from './my-events.store';
import { useCancelRsvp } from './use-cancel-rsvp';
import { useRsvp } from './use-rsvp';

export interface MemberRsvp {
  mine: MyEvents;
  rsvp: ReturnType<typeof useRsvp>;
  cancel: ReturnType<typeof useCancelRsvp>;
}

/** What the member's RSVP views need: their RSVPs (with the writes still waiting), RSVP and Cancel RSVP. */
export function useMemberRsvp(): MemberRsvp {
  const { user } = useAuth();
  return { mine: useMyEvents(user?.id ?? null), rsvp: useRsvp(), cancel: useCancelRsvp() };
}
