import { useMemo, useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { useDirtyForm } from '@/components/offline/dirty-forms';
import { shownError, useSubmitAttempted, validateAlways } from '@/components/ui/form-timing';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { refreshMirroredList } from '@/lib/mirror';
import { registerForEvent } from '../api/register-for-event';
import { refreshMyEvents } from '../my-events.store';
import { initialValues, registrationSchema, toFormFieldName, validateRegistration } from '../registration-form.schema';

const messageOf = (response: unknown) =>
  response && typeof response === 'object' && typeof (response as { message?: unknown }).message === 'string' ? (response as { message: string }).message : '';

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
      try {
        const result = await registerForEvent(schema.parse(value), { signedIn: !!user, eventTitle: event.title });
        if (result.state === 'sent') {
          toast({ title: t('toast.successTitle'), description: messageOf(result.response) || t('toast.successText') });
        } else {
          toast({ title: t('offline:queued.title') });
        }
        formApi.reset();
        onDone();
        void refreshMirroredList('events');
        if (user) void refreshMyEvents(user.id);
      } catch (err) {
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

  return { form, errorOf, edited, idPrefix: `reg-${event.id}` };
}

export type RegistrationFormKit = ReturnType<typeof useEventRegistrationForm>;
