import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { refreshMirroredList } from '@/lib/mirror';
import { cancelRsvp } from './api/cancel-rsvp';
import { forgetRsvp, refreshMyEvents } from './my-events.store';

/**
 * 'Cancel RSVP' (member dashboard): DELETE /api/event-rsvp/:eventId through the outbox with
 * 'Cancelling...' while it runs, then 'RSVP cancelled' and a refreshed list; offline the cancel
 * waits in the outbox (the RSVP state shows it as waiting); a refusal says 'Could not cancel RSVP'.
 */
export function useCancelRsvp(): { cancel: (event: ClubEvent) => void; cancellingId: number | null } {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  const busy = useRef(false);

  const cancel = useCallback(
    (event: ClubEvent) => {
      if (!user || busy.current) return;
      busy.current = true;
      setCancellingId(event.id);
      void (async () => {
        try {
          const result = await cancelRsvp(event.id, event.title);
          if (result.state === 'queued') {
            toast({ title: t('offline:queued.title') });
            return;
          }
          toast({ title: t('member.rsvp.cancelledTitle') });
          await forgetRsvp(user.id, event.id);
          void refreshMirroredList('events');
          void refreshMyEvents(user.id);
        } catch (err) {
          toast({ title: t('member.rsvp.cancelFailedTitle'), description: serverMessage(err, t('rsvp.failureText')), variant: 'destructive' });
        } finally {
          busy.current = false;
          setCancellingId(null);
        }
      })();
    },
    [user, t],
  );

  return { cancel, cancellingId };
}
