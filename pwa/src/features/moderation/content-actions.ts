/**
 * The content manager's writes, each followed by its toast: '{Type} {done} successfully', or
 * 'Unauthorized' / 'Error' with why. The lists the write changes load again.
 */
import type { ContentType } from '@shared/schemas/content';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import { toast } from '@/components/ui/use-toast';
import { adminWrite } from '@/lib/admin-query';
import { isUnauthorized, serverMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { refreshMirroredList } from '@/lib/mirror';
import { type ContentDone, type ItemKind, LIST_PATH, MIRRORED, REGISTRATIONS_PATH, decisionPath, deletePath, invalidatesFor } from './content-kinds';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'content', ...options });

function failed(err: unknown, fallback: string, keepFallback = false): void {
  const title = isUnauthorized(err) ? i18n.t('toast.unauthorized', { ns: 'admin' }) : i18n.t('toast.error', { ns: 'admin' });
  toast({ title, description: keepFallback ? fallback : serverMessage(err, fallback), variant: 'destructive' });
}

/** Runs a write about one item and says how it went; true when it went through. */
async function write(kind: ItemKind, done: ContentDone, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    toast({ title: t(`toast.${kind}.${done}`) });
    void refreshMirroredList(MIRRORED[kind]); // the public pages on this device
    return true;
  } catch (err) {
    failed(err, t(`failed.${kind}.${done}`));
    return false;
  }
}

/**
 * POST a new item (it starts pending; the server sets createdBy to the admin). A failure says
 * 'Error' with exactly 'Failed to create ...' (spec §8) and is thrown on, so the form keeps what
 * was typed and shows the server's field messages.
 */
export async function createItem(kind: Exclude<ItemKind, 'member'>, body: unknown): Promise<void> {
  try {
    await adminWrite(LIST_PATH[kind], { method: 'POST', body, invalidates: invalidatesFor(kind) });
  } catch (err) {
    failed(err, t(`failed.${kind}.created`), true);
    throw err;
  }
  toast({ title: t(`toast.${kind}.created`) });
  void refreshMirroredList(MIRRORED[kind]);
}

/** Asks first (the browser's confirmation), then deletes. */
export function deleteItem(kind: Exclude<ItemKind, 'member'>, item: { id: number; title: string }): Promise<boolean> {
  if (!window.confirm(t('confirmDelete', { title: item.title }))) return Promise.resolve(false);
  return write(kind, 'deleted', () => adminWrite(deletePath(kind, item.id), { method: 'DELETE', invalidates: invalidatesFor(kind) }));
}

export const decideItem = (type: ContentType, id: number, verb: 'approve' | 'reject') =>
  write(type, verb === 'approve' ? 'approved' : 'rejected', () => adminWrite(decisionPath(verb, type, id), { method: 'POST', invalidates: invalidatesFor(type) }));

/** Confirms or cancels a pending registration (a cancelled one frees its seat, so the events load again). */
export async function decideRegistration(id: number, status: Exclude<RegistrationStatus, 'pending'>): Promise<boolean> {
  try {
    await adminWrite(`${REGISTRATIONS_PATH}/${id}`, { method: 'PATCH', body: { status }, invalidates: [REGISTRATIONS_PATH, LIST_PATH.event] });
    toast({ title: t('toast.registrationUpdated') });
    void refreshMirroredList('events');
    return true;
  } catch (err) {
    const title = isUnauthorized(err) ? i18n.t('toast.unauthorized', { ns: 'admin' }) : i18n.t('toast.statusFailed', { ns: 'admin' });
    toast({ title, description: serverMessage(err), variant: 'destructive' });
    return false;
  }
}
