/**
 * Asks the service worker to fetch, in the background, the parts of the app it did not precache
 * (chunk-groups.ts) that this person will want offline: their role's area when they sign in (or
 * start the app signed in), and Bangla when they read in it, pick it, or their browser lists it
 * among its languages. The worker knows each group's files from the build (warm-worker.ts); a
 * file it already holds is not fetched again. Without a service worker this does nothing.
 */
import { isAdminRole, isMemberRole, mayCheckIn } from '@shared/policies/roles';
import { WARM_MESSAGE, type ChunkGroup, type WarmMessage, type WarmReply } from './chunk-groups';

/** The areas a signed-in person opens: their dashboard, and the door if they may run it. */
export function groupsOf(user: { role: string; permissions?: readonly string[] | null } | null): ChunkGroup[] {
  if (!user) return [];
  const groups: ChunkGroup[] = [isAdminRole(user.role) ? 'admin' : isMemberRole(user.role) ? 'member' : 'participant'];
  if (mayCheckIn(user)) groups.push('check-in');
  return groups;
}

/** Whether the browser's languages include Bangla ('bn', 'bn-BD'), first or not. */
export const browserReadsBangla = (languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])): boolean =>
  languages.some((tag) => tag?.toLowerCase().split('-')[0] === 'bn');

/** Groups already asked for on this page: asking once per page is enough. */
const asked = new Map<ChunkGroup, Promise<WarmReply | null>>();

/**
 * Warms the groups once the service worker is active (it registers after the page's first seconds:
 * pwa-register.ts). Resolves with the worker's count of what it holds and what it could not
 * fetch, or null without a service worker.
 */
export function warmChunks(groups: readonly ChunkGroup[]): Promise<WarmReply | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(null);
  const fresh = groups.filter((g) => !asked.has(g));
  if (fresh.length > 0) {
    const warming = ask(fresh).catch(() => null);
    for (const g of fresh) asked.set(g, warming);
  }
  return Promise.all(new Set(groups.map((g) => asked.get(g)!))).then((replies) =>
    replies.reduce<WarmReply | null>((sum, r) => (r ? { cached: (sum?.cached ?? 0) + r.cached, failed: (sum?.failed ?? 0) + r.failed } : sum), null),
  );
}

async function ask(groups: ChunkGroup[]): Promise<WarmReply | null> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return null;
  const channel = new MessageChannel();
  const reply = new Promise<WarmReply>((resolve) => (channel.port1.onmessage = (e: MessageEvent<WarmReply>) => resolve(e.data)));
  worker.postMessage({ type: WARM_MESSAGE, groups } satisfies WarmMessage, [channel.port2]);
  return reply;
}

/** For the unit tests: forget what was asked. */
export function resetWarmChunks(): void {
  asked.clear();
}
