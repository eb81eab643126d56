import type { OutboxItem } from './db';

/** Messages between the service worker and its pages (outbox-triggers.ts, sw.ts). */
export const REPLAY_MESSAGE = 'REPLAY_OUTBOX';
export const FAILED_MESSAGE = 'OUTBOX_FAILED';
export interface FailedMessage {
  type: typeof FAILED_MESSAGE;
  item: OutboxItem;
  message: string;
}

/** Who hears about writes the server refused, and about a session that ended (lib/outbox.ts). */
export type FailureListener = (item: OutboxItem, message: string) => void;

const failureListeners = new Set<FailureListener>();
const unauthorizedListeners = new Set<() => void>();

/** Told when a replayed write is refused (4xx), with the server's message. */
export function onOutboxFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => void failureListeners.delete(listener);
}

/** Told when the server answers 401 to a signed-in user's write: the session has ended. */
export function onOutboxUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => void unauthorizedListeners.delete(listener);
}

export function notifyOutboxFailure(item: OutboxItem, message: string): void {
  for (const l of failureListeners) l(item, message);
}

export function notifyOutboxUnauthorized(): void {
  for (const l of unauthorizedListeners) l();
}

/** Whole percent of each write's image sent so far (outbox-send.ts), while it uploads. */
const progress = new Map<string, number>();
const progressListeners = new Set<() => void>();
let progressSnapshot: Readonly<Record<string, number>> = {};

export function notifyUploadProgress(id: string, percent: number | null): void {
  if (percent === null) progress.delete(id);
  else progress.set(id, percent);
  progressSnapshot = Object.fromEntries(progress);
  for (const l of progressListeners) l();
}

export function subscribeUploadProgress(listener: () => void): () => void {
  progressListeners.add(listener);
  return () => void progressListeners.delete(listener);
}

export const getUploadProgress = (): Readonly<Record<string, number>> => progressSnapshot;
