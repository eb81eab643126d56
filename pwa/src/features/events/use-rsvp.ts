import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { refreshMirroredList } from '@/lib/mirror';
import { rsvpToEvent } from './api/rsvp-to-event';
import { refreshMyEvents, rememberRsvp } from './my-events.store';

const LOGIN_TOAST_MS = 10_000;

/**
 * The RSVP button's behaviour (public-site.md §4, §6, §8): signed out, the toast 'Login
 * required' and nothing is sent (with a 'Log in' link to `loginHref` when given, a login page
 * that comes back here); signed in, POST /api/event-rsvp through the outbox with
 * 'Confirming...' while it runs, then 'RSVP confirmed!' and a refreshed list, or 'RSVP failed'.
 */
export function useRsvp({ loginHref }: { loginHref?: string } = {}): { send: (event: ClubEvent) => void; pendingId: number | null } {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    (event: ClubEvent) => {
      if (!user) {
        toast({
          title: t('rsvp.loginTitle'),
          description: t('rsvp.loginText'),
          variant: 'destructive',
          // Time to read it and reach the link.
          ...(loginHref && { action: { label: t('rsvp.loginAction'), href: loginHref }, duration: LOGIN_TOAST_MS }),
        });
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setPendingId(event.id);
      void (async () => {
        try {
          const result = await rsvpToEvent(event.id, user.id, event.title);
          if (result.state === 'queued') {
            toast({ title: t('offline:queued.title') });
            return;
          }
          toast({ title: t('rsvp.successTitle') });
          await rememberRsvp(user.id, event.id);
          void refreshMirroredList('events');
          void refreshMyEvents(user.id);
        } catch (err) {
          toast({ title: t('rsvp.failureTitle'), description: serverMessage(err, t('rsvp.failureText')), variant: 'destructive' });
        } finally {
          busy.current = false;
          setPendingId(null);
        }
      })();
    },
    [user, t, loginHref],
  );

  return { send, pendingId };
}
