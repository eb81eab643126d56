import { FormActions } from '@/components/admin/form-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createUserInput } from '@shared/schemas/users';
import { z } from '@shared/zod';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { createUser } from '../api/create-user';
import { blankToNull, withCheckIn } from '../user-rules';
import { FormMessage } from './form-message';
import { roleOptions } from './role-options';

/** The form's fields: the 'checkin' permission is one checkbox, sent as `permissions`. */
const addUserInput = createUserInput.omit({ permissions: true }).extend({ canCheckIn: z.boolean().default(false) });

/**
 * Add User: email, first and last name, password (at least 8; an empty one sends nothing), role,
 * the active flag and 'Can check people in at the door' (permission 'checkin'). The server's
 * field messages (e.g. an e-mail in use) land on the inputs; any other refusal shows above the
 * buttons.
 */
export function AddUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['users', 'admin']);
  const [refusal, setRefusal] = useState<string | null>(null);
  const kit = useSchemaForm({
    id: 'admin-add-user',
    schema: addUserInput,
    defaultValues: { email: '', firstName: '', lastName: '', password: '', role: 'member', isActive: true, canCheckIn: false },
    onSubmit: async ({ canCheckIn, ...value }) => {
      setRefusal(null);
      await createUser({ ...value, firstName: blankToNull(value.firstName), lastName: blankToNull(value.lastName), permissions: withCheckIn([], canCheckIn) });
      toast({ title: t('toast.created') });
      onDone();
    },
    onError: (err) => {
      if (!(err instanceof ApiError && err.fields)) setRefusal(serverMessage(err) ?? null);
      toast({ title: t('admin:toast.error'), description: t('toast.createFailed'), variant: 'destructive' });
    },
  });

  return (
    <SchemaForm kit={kit} testId="add-user-form" className="mt-3 grid gap-2">
      <SchemaField kit={kit} name="email" kind="email" label={t('form.email')} autoComplete="off" aria-required="true" />
      <div className="grid gap-2 sm:grid-cols-2">
        <SchemaField kit={kit} name="firstName" label={t('form.firstName')} autoComplete="off" />
        <SchemaField kit={kit} name="lastName" label={t('form.lastName')} autoComplete="off" />
      </div>
      <SchemaField kit={kit} name="password" kind="password" label={t('form.password')} autoComplete="new-password" aria-required="true" />
      <SchemaField kit={kit} name="role" kind="select" label={t('form.role')} options={roleOptions(t)} />
      <SchemaField kit={kit} name="isActive" kind="checkbox" label={t('form.isActive')} />
      <SchemaField kit={kit} name="canCheckIn" kind="checkbox" label={t('form.canCheckIn')} />
      <FormMessage message={refusal} />
      <FormActions kit={kit} onCancel={onDone} cancelLabel={t('form.cancel')} submitLabel={t('form.create')} busyLabel={t('form.creating')} />
    </SchemaForm>
  );
}
