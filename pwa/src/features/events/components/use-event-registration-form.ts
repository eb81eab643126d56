import { useMemo, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import type { EventRegistrationInput } from '@shared/schemas/registrations';
import { useDirtyForm } from '@/components/offline/dirty-forms';
import { shownError, useSubmitAttempted, validateAlways } from '@/components/ui/form-timing';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { refreshMirroredList } from '@/lib/mirror';
import { messageText } from '@/lib/message-text';
import { isWaitlistOffer } from '@/components/tickets';
import { registerForEvent } from '../api/register-for-event';
import { refreshMyEvents } from '../my-events.store';
import { initialValues, registrationSchema, toFormFieldName, validateRegistration } from '../registration-form.schema';

const hasTicket = (response: unknown) => !!response && typeof response === 'object' && typeof (response as { ticketCode?: unknown }).ticketCode === 'string';

const messageOf = (response: unknown) =>
  response && typeof response === 'object' && typeof (response as { message?: unknown }).message === 'string' ? messageText((response as { message: string }).message) : '';

/**
 * The state of 'Register for {event title}': the shared schema plus the event's custom
 * questions, name and e-mail prefilled for a signed-in user, sent through the outbox to the
 * signed-in or the anonymous endpoint. Success (or a queued write) resets and calls `onDone`;
 * a refusal keeps the input and shows the server's field messages under the fields.
 */
export function useEventRegistrationForm(event: ClubEvent, onDone: () => void) {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
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

  const form = useForm({
    defaultValues: initialValues(event, prefill),
    validationLogic: validateAlways,
    validators: { onDynamic: ({ value }) => validateRegistration(schema, value) },
    onSubmit: async ({ value, formApi }) => {
      setServerErrors({});
      setOffer(null);
      const input = schema.parse(value);
      try {
        const result = await registerForEvent(input, { signedIn: !!user, eventTitle: event.title });
        if (result.state === 'sent') {
          toast({ title: t('toast.successTitle'), description: messageOf(result.response) || t('toast.successText') });
          // The ticket (and a visitor's cancel link) replaces the form; Done closes the dialog.
          if (hasTicket(result.response)) setAnswer({ response: result.response, name: input.name });
        } else {
          toast({ title: t('offline:queued.title') });
        }
        formApi.reset();
        if (!(result.state === 'sent' && hasTicket(result.response))) onDone();
        void refreshMirroredList('events');
        if (user) void refreshMyEvents(user.id);
      } catch (err) {
        // Full with a waitlist: the refusal is said, and 'Join the waitlist' offered under the form.
        if (isWaitlistOffer(err)) setOffer(input);
        toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' });
        const fields = err instanceof ApiError ? err.fields : undefined;
        if (fields) setServerErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [toFormFieldName(k), v])));
      }
    },
  });
  const isDirty = useStore(form.store, (s) => s.isDirty);
  useDirtyForm(`event-registration-${event.id}`, isDirty);
  const attempted = useSubmitAttempted(form);

  /** The field's own message (once it was left or a submit was tried), else what the server said about it. */
  const errorOf = (name: string, meta: { errors: readonly unknown[]; isBlurred: boolean }) => shownError(meta, attempted) ?? serverErrors[name];
  /** A field the server complained about was changed: its server message goes. */
  const edited = (name: string) =>
    setServerErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name]: _gone, ...rest } = prev;
      return rest;
    });

  /** 'Join the waitlist': the same registration again with joinWaitlist; the answer's position is shown. */
  const joinWaitlist = async () => {
    if (!offer) return;
    setJoining(true);
    try {
      const result = await registerForEvent({ ...offer, joinWaitlist: true }, { signedIn: !!user, eventTitle: event.title });
      if (result.state === 'sent') setAnswer({ response: result.response, name: offer.name });
      else {
        toast({ title: t('offline:queued.title') });
        onDone();
      }
      setOffer(null);
      form.reset();
      if (user) void refreshMyEvents(user.id);
    } catch (err) {
      toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' });
    } finally {
      setJoining(false);
    }
  };

  return { form, errorOf, edited, idPrefix: `reg-${event.id}`, answer, offer, joining, joinWaitlist, anonymous: !user };
}

/** What the shared fields need of the form (the member form hands over its own kit too). */
export type RegistrationFormKit = Pick<ReturnType<typeof useEventRegistrationForm>, 'form' | 'errorOf' | 'edited' | 'idPrefix'>;
