import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/schemas/users';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorized, serverMessage } from '@/lib/api-client';
import { removeUser } from './api/remove-user';
import { updateUser } from './api/update-user';
import { userName } from './user-rules';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A failed update or removal: 'Unauthorized' for a 401, else the spec's title; the server's message below (§8). */
export function failureToast(t: T, err: unknown, title: 'toast.updateFailed' | 'toast.removeFailed'): void {
  toast({
    title: isUnauthorized(err) ? t('admin:toast.unauthorized') : t(title),
    description: serverMessage(err, (err as Error)?.message ?? ''),
    variant: 'destructive',
  });
}

/** The row actions that need no form: remove (after the browser's confirmation) and make a member. */
export function useUserActions() {
  const { t } = useTranslation(['users', 'admin']);

  const remove = useCallback(
    async (user: AdminUser): Promise<boolean> => {
      if (!window.confirm(t('confirmRemove', { name: userName(user) }))) return false;
      try {
        await removeUser(user.id);
        toast({ title: t('toast.removed') });
        return true;
      } catch (err) {
        failureToast(t, err, 'toast.removeFailed');
        return false;
      }
    },
    [t],
  );

  const makeMember = useCallback(
    async (user: AdminUser): Promise<boolean> => {
      try {
        await updateUser(user.id, { role: 'member' });
        toast({ title: t('toast.updated') });
        return true;
      } catch (err) {
        failureToast(t, err, 'toast.updateFailed');
        return false;
      }
    },
    [t],
  );

  return { remove, makeMember };
}
