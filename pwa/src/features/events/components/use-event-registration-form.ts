import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { EventRegistrationInput } from '@shared/schemas/registrations';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { isLanguage } from '@/lib/i18n';
import { refreshMirroredList } from '@/lib/mirror';
import { messageText } from '@/lib/message-text';
import { isWaitlistOffer } from '@/components/tickets';
import { registerForEvent } from '../api/register-for-event';
import { refreshMyEvents } from '../my-events.store';
import { initialValues, registrationSchema } from '../registration-form.schema';

const hasTicket = (response: unknown) => !!response && typeof response === 'object' && typeof (response as { ticketCode?: unknown }).ticketCode === 'string';

const messageOf = (response: unknown) =>
  response && typeof response === 'object' && typeof (response as { message?: unknown }).message === 'string'
    ? messageText((response as { message: string }).message)
    : '';

/**
 * The state of 'Register for {event title}' (the form kit): the shared schema plus the event's
 * custom questions, name and e-mail prefilled for a signed-in user, sent through the outbox to
 * the signed-in or the anonymous endpoint. Success (or a queued write) resets and calls `onDone`;
 * a refusal keeps the input and shows the server's field messages under the fields.
 */
export function useEventRegistrationForm(event: ClubEvent, onDone: () => void) {
  const { t, i18n } = useTranslation('events');
  const { user } = useAuth();
  /** The server's answer once registered (the ticket is shown from it), or null. */
  const [answer, setAnswer] = useState<{ response: unknown; name: string } | null>(null);
  /** The input the server refused as full with a waitlist: 'Join the waitlist' sends it again. */
  const [offer, setOffer] = useState<EventRegistrationInput | null>(null);
  const [joining, setJoining] = useState(false);
  const schema = useMemo(
    () =>
      registrationSchema(event.customQuestions ?? [], {
        required: t('form.questionRequired'),
        chooseOne: t('form.chooseOne'),
        chooseFromOptions: t('form.chooseFromOptions'),
      }),
    [event.customQuestions, t],
  );
  const prefill = user ? { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email } : {};
  const failed = (err: unknown) => toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' });
  // The language the page is in: a visitor's confirmation mail is written in it.
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const send = (input: EventRegistrationInput) =>
    registerForEvent({ ...input, language }, { signedIn: !!user, eventTitle: event.title, eventDate: event.date, eventTime: event.time });

  const kit = useSchemaForm({
    id: `reg-${event.id}`,
    schema,
    defaultValues: initialValues(event, prefill),
    onSubmit: async (input) => {
      setOffer(null);
      const result = await send(input).catch((err: unknown) => {
        // Full with a waitlist: the refusal is said, and 'Join the waitlist' offered under the form.
        if (isWaitlistOffer(err)) setOffer(input);
        throw err;
      });
      const ticket = result.state === 'sent' && hasTicket(result.response);
      // With a ticket, the dialog's banner is the one confirmation: a toast would cover the ticket's code and note.
      if (result.state === 'queued') toast({ title: t('offline:queued.title') });
      else if (!ticket) toast({ title: t('toast.successTitle'), description: messageOf(result.response) || t('toast.successText') });
      // The ticket (and a visitor's cancel link) replaces the form; Done closes the dialog.
      if (ticket) setAnswer({ response: result.response, name: input.name });
      else onDone();
      void refreshMirroredList('events');
      if (user) void refreshMyEvents(user.id);
    },
    resetAfterSubmit: true,
    onError: failed,
  });

  /** 'Join the waitlist': the same registration again with joinWaitlist; the answer's position is shown. */
  const joinWaitlist = async () => {
    if (!offer) return;
    setJoining(true);
    try {
      const result = await send({ ...offer, joinWaitlist: true });
      if (result.state === 'sent') setAnswer({ response: result.response, name: offer.name });
      else {
        toast({ title: t('offline:queued.title') });
        onDone();
      }
      setOffer(null);
      kit.form.reset();
      if (user) void refreshMyEvents(user.id);
    } catch (err) {
      failed(err);
    } finally {
      setJoining(false);
    }
  };

  return { kit, answer, offer, joining, joinWaitlist, anonymous: !user };
}
