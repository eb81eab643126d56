/** The Notices tab's writes, each followed by its toast; the notice list loads again after each. */
import { noticesApi } from '@shared/api/notices';
import type { NoticeInput } from '@shared/schemas/notices';
import { toast } from '@/components/ui/use-toast';
import { adminWrite } from '@/lib/admin-query';
import { isUnauthorized, serverMessage } from '@/lib/api-client';
import { refreshMirroredList } from '@/lib/mirror';
import { i18n } from '@/lib/i18n';
import { noticeBody } from './notice-dates';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'admin-notices', ...options });
const errorTitle = (err: unknown) => i18n.t(isUnauthorized(err) ? 'toast.unauthorized' : 'toast.error', { ns: 'admin' });

/**
 * Creates (no id) or saves (noticesApi.update) a notice. A failure says 'Error' with
 * 'Failed to create notice' (or '... update ...') and is thrown on, so the form keeps its input
 * and shows the server's field messages.
 */
export async function saveNotice(value: NoticeInput, id?: number): Promise<void> {
  const editing = id !== undefined;
  try {
    const body = noticeBody(value);
    const invalidates = [noticesApi.list];
    await (editing ? adminWrite(noticesApi.update, { params: { id }, body }, { invalidates }) : adminWrite(noticesApi.create, { body }, { invalidates }));
  } catch (err) {
    toast({ title: errorTitle(err), description: t(editing ? 'toast.updateFailed' : 'toast.createFailed'), variant: 'destructive' });
    throw err;
  }
  toast({ title: t(editing ? 'toast.updated' : 'toast.created') });
  void refreshMirroredList('notices'); // the banner on this device
}

/** Asks first (the browser's confirmation), then deletes: 'Notice deleted successfully'. */
export async function deleteNotice(notice: { id: number; title: string }): Promise<void> {
  if (!window.confirm(t('confirmDelete', { title: notice.title }))) return;
  try {
    await adminWrite(noticesApi.remove, { params: { id: notice.id } }, { invalidates: [noticesApi.list] });
    toast({ title: t('toast.deleted') });
    void refreshMirroredList('notices');
  } catch (err) {
    toast({ title: errorTitle(err), description: serverMessage(err, t('toast.deleteFailed')), variant: 'destructive' });
  }
}
