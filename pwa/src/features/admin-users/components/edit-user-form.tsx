import { FormActions } from '@/components/admin/form-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserInput, type AdminUser } from '@shared/schemas/users';
import { z } from '@shared/zod';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { updateUser } from '../api/update-user';
import { failureToast } from '../use-user-actions';
import { changedFields, editValuesOf } from '../user-rules';
import { FormMessage } from './form-message';
import { ImageField } from './image-field';
import { roleOptions } from './role-options';

const editUserInput = updateUserInput
  .pick({ firstName: true, lastName: true, email: true, role: true, isActive: true, profileImageUrl: true })
  .extend({ canCheckIn: z.boolean().optional() });

/**
 * Edit User: names, e-mail, role, active flag, profile picture and 'Can check people in at the
 * door' (the 'checkin' permission; other permissions are kept). Only what changed is sent;
 * the server decides who may change what (only a super admin touches admin accounts) and its
 * message is shown.
 */
export function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation(['users', 'admin']);
  const [refusal, setRefusal] = useState<string | null>(null);
  const kit = useSchemaForm({
    id: `admin-edit-user-${user.id}`,
    schema: editUserInput,
    defaultValues: editValuesOf(user),
    onSubmit: async (value) => {
      setRefusal(null);
      const changes = changedFields(user, value);
      if (Object.keys(changes).length > 0) {
        await updateUser(user.id, changes);
        toast({ title: t('toast.updated') });
      }
      onDone();
    },
    onError: (err) => {
      if (!(err instanceof ApiError && err.fields)) setRefusal(serverMessage(err) ?? null);
      failureToast(t, err, 'toast.updateFailed');
    },
  });

  return (
    <SchemaForm kit={kit} testId="edit-user-form" className="mt-3 grid gap-2">
      <ImageField kit={kit} name="profileImageUrl" label={t('form.profileImageUrl')} />
      <div className="grid gap-2 sm:grid-cols-2">
        <SchemaField kit={kit} name="firstName" label={t('form.firstName')} autoComplete="off" />
        <SchemaField kit={kit} name="lastName" label={t('form.lastName')} autoComplete="off" />
      </div>
      <SchemaField kit={kit} name="email" kind="email" label={t('form.email')} autoComplete="off" aria-required="true" />
      <SchemaField kit={kit} name="role" kind="select" label={t('form.role')} options={roleOptions(t)} />
      <SchemaField kit={kit} name="isActive" kind="checkbox" label={t('form.isActive')} />
      <SchemaField kit={kit} name="canCheckIn" kind="checkbox" label={t('form.canCheckIn')} />
      <FormMessage message={refusal} />
      <FormActions kit={kit} onCancel={onDone} cancelLabel={t('form.cancel')} submitLabel={t('form.save')} busyLabel={t('form.saving')} />
    </SchemaForm>
  );
}
