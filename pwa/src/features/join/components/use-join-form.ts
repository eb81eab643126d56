import { useForm, useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { joinForm, type JoinForm } from '@shared/schemas/auth';
import { useDirtyForm } from '@/components/offline/dirty-forms';
import { validateAlways } from '@/components/ui/form-timing';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { applyToJoin } from '../api/apply-to-join';
import '../join.i18n';

export const EMPTY_JOIN_FORM: JoinForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  age: '',
  address: '',
  motivation: '',
  password: '',
  confirmPassword: '',
};

/**
 * The Join dialog's form state, validated by the shared `joinForm` schema (a field's message
 * appears when it is left or on submit, then follows what is typed). Sent through the outbox:
 * 'sent' and 'queued' both reset the form and call `onDone` with the outcome (the dialog then
 * offers to log in, or closes); a refusal keeps every typed value.
 * Held by the dialog, which stays mounted, so a draft survives closing and reopening the dialog.
 */
export function useJoinForm(onDone: (outcome: 'sent' | 'queued') => void) {
  const { t } = useTranslation('join');
  const form = useForm({
    defaultValues: EMPTY_JOIN_FORM,
    validationLogic: validateAlways,
    validators: { onDynamic: joinForm },
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await applyToJoin(joinForm.parse(value));
        if (result.state === 'sent') toast({ title: t('toast.successTitle'), description: t('toast.successText') });
        else toast({ title: t('offline:queued.title') });
        formApi.reset();
        onDone(result.state);
      } catch (err) {
        toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' });
      }
    },
  });
  const hasInput = useStore(form.store, (s) => Object.values(s.values).some((v) => v !== ''));
  useDirtyForm('join-form', hasInput);
  return form;
}

export type JoinFormApi = ReturnType<typeof useJoinForm>;
