/**
 * The content manager's writes, each followed by its toast: '{Type} {done} successfully', or
 * 'Unauthorized' / 'Error' with why. The lists the write changes load again.
 */
import type { BodyOf } from '@shared/api/endpoint';
import { moderationApi } from '@shared/api/moderation';
import { registrationsApi } from '@shared/api/registrations';
import type { ContentType } from '@shared/schemas/content';
import { toast } from '@/components/ui/use-toast';
import { adminWrite, invalidateAdmin } from '@/lib/admin-query';
import { ApiError, isUnauthorized, serverMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { refreshMirroredList } from '@/lib/mirror';
import { CREATE, type ContentDone, type CreatableKind, type ItemKind, LIST, MIRRORED, REMOVE, invalidatesFor } from './content-kinds';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'content', ...options });

/** A profile decision named a version the member has replaced since (409 'revision_changed'). */
const isRevisionChanged = (err: unknown) => err instanceof ApiError && err.code === 'revision_changed';

function failed(err: unknown, fallback: string, keepFallback = false): void {
  // The server's message says to review the new version; the pending list is loading it (decideItem).
  if (isRevisionChanged(err)) {
    toast({ title: t('toast.revisionChanged'), description: serverMessage(err, fallback) });
    return;
  }
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
export async function createItem<K extends CreatableKind>(kind: K, body: BodyOf<(typeof CREATE)[K]>): Promise<void> {
  try {
    await adminWrite(CREATE[kind], { body }, { invalidates: invalidatesFor(kind) });
  } catch (err) {
    failed(err, t(`failed.${kind}.created`), true);
    throw err;
  }
  toast({ title: t(`toast.${kind}.created`) });
  void refreshMirroredList(MIRRORED[kind]);
}

/** Asks first (the browser's confirmation), then deletes. */
export function deleteItem(kind: CreatableKind, item: { id: number; title: string }): Promise<boolean> {
  if (!window.confirm(t('confirmDelete', { title: item.title }))) return Promise.resolve(false);
  return write(kind, 'deleted', () => adminWrite(REMOVE[kind], { params: { id: item.id } }, { invalidates: invalidatesFor(kind) }));
}

/** What a decision names besides the item: a team profile's version reviewed, a rejection's reason for the author. */
export interface DecisionDetails {
  revisionId?: number;
  reason?: string;
}

/**
 * The decision's write. A team profile names the version reviewed (its rows always carry one,
 * pending-panel.tsx; the server refuses a decision without it, saying so). A rejection without a
 * reason sends no body, as before reasons existed.
 */
function sendDecision(type: ContentType, id: number, verb: 'approve' | 'reject', { revisionId, reason }: DecisionDetails) {
  const invalidates = invalidatesFor(type);
  if (type === 'member') {
    const profile = verb === 'approve' ? moderationApi.approveProfile : moderationApi.rejectProfile;
    return adminWrite(profile, { params: { id }, body: { revisionId: revisionId as number } }, { invalidates });
  }
  if (verb === 'approve') return adminWrite(moderationApi.approve, { params: { type, id } }, { invalidates });
  return adminWrite(moderationApi.reject, { params: { type, id }, body: reason ? { reason } : undefined }, { invalidates });
}

/**
 * Approves or rejects a pending item (a project, article or image with the admin's reason, when
 * given, which its author is told). A team profile names the `revisionId` the admin was shown:
 * when the member has saved again since, nothing is decided and Pending Reviews loads the new
 * version for the admin to review.
 */
export const decideItem = (type: ContentType, id: number, verb: 'approve' | 'reject', details: DecisionDetails = {}) =>
  write(type, verb === 'approve' ? 'approved' : 'rejected', async () => {
    try {
      await sendDecision(type, id, verb, details);
    } catch (err) {
      if (isRevisionChanged(err)) invalidateAdmin(moderationApi.pending.path);
      throw err;
    }
  });

/** Confirms or cancels a pending registration (a cancelled one frees its seat, so the events load again). */
export async function decideRegistration(id: number, status: 'confirmed' | 'cancelled'): Promise<boolean> {
  try {
    await adminWrite(registrationsApi.decide, { params: { id }, body: { status } }, { invalidates: [registrationsApi.list, LIST.event] });
    toast({ title: t('toast.registrationUpdated') });
    void refreshMirroredList('events');
    return true;
  } catch (err) {
    const title = isUnauthorized(err) ? i18n.t('toast.unauthorized', { ns: 'admin' }) : i18n.t('toast.statusFailed', { ns: 'admin' });
    toast({ title, description: serverMessage(err), variant: 'destructive' });
    return false;
  }
}
