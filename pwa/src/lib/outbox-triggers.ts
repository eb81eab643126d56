/**
 * When the page replays the outbox: at app start, when the browser comes back online, when the
 * page becomes visible again, on a timer when the earliest backoff ends, and when the service
 * worker asks (Background Sync). Refusals the worker met while replaying are told to the page.
 */
import { db } from './db';
import { getOutboxUser, isVisibleTo, notifyOutboxFailure, replay, setAfterReplay } from './outbox';
import { FAILED_MESSAGE, REPLAY_MESSAGE, type FailedMessage } from './outbox-listeners';

let started = false;

export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Wakes up when the earliest backoff (or another tab's lease) ends. Offline, the 'online' event does it.
  setAfterReplay(() => {
    clearTimeout(timer);
    if (navigator.onLine === false) return;
    void db.outbox
      .where('status')
      .anyOf('pending', 'sending')
      .toArray()
      .then((items) => {
        const now = Date.now();
        const waits = items.filter((i) => isVisibleTo(i, getOutboxUser()) && i.nextAttemptAt > now);
        if (!waits.length) return;
        const next = Math.min(...waits.map((i) => i.nextAttemptAt));
        timer = setTimeout(() => void replay(), Math.max(1_000, next - now));
      });
  });
  window.addEventListener('online', () => void replay({ force: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replay();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string } | null;
    if (data?.type === REPLAY_MESSAGE) void replay({ force: true });
    if (data?.type === FAILED_MESSAGE) notifyOutboxFailure((data as FailedMessage).item, (data as FailedMessage).message);
  });
  void replay();
}
