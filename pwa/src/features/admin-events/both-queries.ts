import type { AdminQuery } from '@/lib/admin-query';

/** Two reads as one section's read: data once both have it, stale if either is, loaded at the older time. */
export function bothQueries<A, B>(a: AdminQuery<A>, b: AdminQuery<B>): AdminQuery<[A, B]> {
  const times = [a.loadedAt, b.loadedAt].filter((n): n is number => n !== null);
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    loadedAt: times.length ? Math.min(...times) : null,
    stale: a.stale || b.stale,
    isLoading: a.isLoading || b.isLoading,
    error: a.error ?? b.error,
    neverLoaded: a.neverLoaded || b.neverLoaded,
    reload: () => {
      a.reload();
      b.reload();
    },
  };
}
