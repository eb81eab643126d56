/** The inbox's writes: read / unread and delete, each with its toast; the inbox loads again after. */
import { toast } from '@/components/ui/use-toast';
import { adminWrite } from '@/lib/admin-query';
import { isUnauthorized, serverMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { contactApi } from '@shared/api/contact';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'messages', ...options });
const failed = (err: unknown, fallback: string) =>
  toast({
    title: i18n.t(isUnauthorized(err) ? 'toast.unauthorized' : 'toast.error', { ns: 'admin' }),
    description: serverMessage(err, fallback),
    variant: 'destructive',
  });

export async function markMessage(id: number, read: boolean): Promise<void> {
  try {
    await adminWrite(contactApi.mark, { params: { id }, body: { read } }, { invalidates: [contactApi.inbox] });
    toast({ title: t(read ? 'toast.markedRead' : 'toast.markedUnread') });
  } catch (err) {
    failed(err, t('toast.updateFailed'));
  }
}

/** Asks first (the browser's confirmation), then deletes. */
export async function deleteMessage(m: { id: number; name: string }): Promise<void> {
  if (!window.confirm(t('confirmDelete', { name: m.name }))) return;
  try {
    await adminWrite(contactApi.remove, { params: { id: m.id } }, { invalidates: [contactApi.inbox] });
    toast({ title: t('toast.deleted') });
  } catch (err) {
    failed(err, t('toast.deleteFailed'));
  }
}
