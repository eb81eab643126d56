import { useTranslation } from 'react-i18next';
import { joinForm, type JoinForm } from '@shared/schemas/auth';
import { useSchemaForm } from '@/components/form/use-schema-form';
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
 * The Join dialog's form (the form kit), validated by the shared `joinForm` schema (a field's
 * message appears when it is left or on submit, then follows what is typed). Sent through the
 * outbox: 'sent' and 'queued' both reset the form and call `onDone` with the outcome (the dialog
 * then offers to log in, or closes); a refusal keeps every typed value.
 * Held by the dialog, which stays mounted, so a draft survives closing and reopening the dialog.
 */
export function useJoinForm(onDone: (outcome: 'sent' | 'queued') => void) {
  const { t } = useTranslation('join');
  return useSchemaForm({
    id: 'join',
    schema: joinForm,
    defaultValues: EMPTY_JOIN_FORM,
    onSubmit: async (value) => {
      const result = await applyToJoin(value);
      if (result.state === 'sent') toast({ title: t('toast.successTitle'), description: t('toast.successText') });
      else toast({ title: t('offline:queued.title') });
      onDone(result.state);
    },
    resetAfterSubmit: true,
    onError: (err) => toast({ title: t('toast.failureTitle'), description: serverMessage(err, t('toast.failureText')), variant: 'destructive' }),
  });
}
