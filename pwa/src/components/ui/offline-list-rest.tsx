import { Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { IndexEntry } from '@shared/api/search';
import { createRegistry } from '@/components/layouts/header-slots';

/** The kinds of public list read in pages, as the search index names them. */
export type ListKind = Exclude<IndexEntry['type'], 'event'>;

export interface OfflineListRestProps {
  kind: ListKind;
  /** The ids of the cards the page shows: the rest is what the phone knows of beyond them. */
  shown: readonly number[];
}

/**
 * Offline, under a list the server has more of: what else the phone knows of that kind (issue 27
 * §3, the search index), filled by the search feature's view (registered by
 * app/register-offline-list-rest.ts) so that the lists do not depend on it. Nothing until it is
 * registered; nothing when it has nothing.
 */
const rest = createRegistry<OfflineListRestProps>();

export const registerOfflineListRest = (component: ComponentType<OfflineListRestProps>) => rest.register(component, { id: 'offline-list-rest' });

export function OfflineListRest(props: OfflineListRestProps) {
  const Rest = useSyncExternalStore(rest.subscribe, rest.get, rest.get)[0]?.Component;
  if (!Rest) return null;
  return (
    <Suspense fallback={null}>
      <Rest {...props} />
    </Suspense>
  );
}
