import type { SubmissionKind } from '@shared/schemas/submissions';
import type { OutboxItem } from '@/lib/db';
import { nameOf } from '@/lib/writes';
import { kindOfWrite } from './submission-writes';

/** A member's submission still on this device: in the outbox, waiting, on its way, or refused. */
export interface WaitingSubmission {
  /** The outbox item's id. */
  id: string;
  kind: SubmissionKind;
  title: string;
  state: 'waiting' | 'sending' | 'failed';
  /** Why the server refused it (failed), or why the last attempt did not go through. */
  error: string | null;
  createdAt: number;
  /** The picture going with it: its bytes still on the device, or its URL once uploaded. */
  image: { bytes: ArrayBuffer; type: string } | { url: string } | null;
}

function imageOf(item: OutboxItem): WaitingSubmission['image'] {
  const attachment = item.attachment;
  if (!attachment) return null;
  if (attachment.url) return { url: attachment.url };
  const file = attachment.file as { data?: ArrayBuffer; type?: unknown } | null;
  // Stored as bytes (outbox-body.ts); checked by shape, as an ArrayBuffer read back may come from another realm.
  return file && typeof file.data?.byteLength === 'number' ? { bytes: file.data, type: typeof file.type === 'string' ? file.type : '' } : null;
}

/** The member's project, article and image writes among the outbox items shown to them, newest first. */
export function waitingSubmissions(items: readonly OutboxItem[], userId: number): WaitingSubmission[] {
  const out: WaitingSubmission[] = [];
  for (const item of items) {
    const kind = kindOfWrite(nameOf(item));
    if (!kind || item.userKey !== String(userId) || item.status === 'done') continue;
    const body = (item.body ?? {}) as { title?: unknown };
    out.push({
      id: item.id,
      kind,
      title: typeof body.title === 'string' ? body.title : '',
      state: item.status === 'failed' ? 'failed' : item.status === 'sending' ? 'sending' : 'waiting',
      error: item.lastError,
      createdAt: item.createdAt,
      image: imageOf(item),
    });
  }
  return out.sort((a, b) => b.createdAt - a.createdAt);
}
