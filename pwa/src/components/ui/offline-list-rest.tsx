import { Suspense, useSyncExternalStore, type ComponentType } from 'react';

/** The kinds of public list read in pages, as the search index names them. */
export type ListKind = 'news' | 'project' | 'gallery' | 'member';

export interface OfflineListRestProps {
  kind: ListKind;
  /** The ids of the cards the page shows: the rest is what the phone knows of beyond them. */
  shown: readonly number[];
}

/**
 * Offline, under a list the server has more of: what else the phone knows of that kind (issue 27
 * §3, the search index), filled by the search feature's view (registered by app/register-offline-list-rest.ts) so that
 * the lists do not depend on it. Nothing until it is registered; nothing when it has nothing.
 */
let registered: ComponentType<OfflineListRestProps> | null = null;
const listeners = new Set<() => void>();

export function registerOfflineListRest(component: ComponentType<OfflineListRestProps>): () => void {
  registered = component;
  listeners.forEach((l) => l());
  return () => {
    if (registered === component) registered = null;
    listeners.forEach((l) => l());
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => registered;

export function OfflineListRest(props: OfflineListRestProps) {
  const Rest = useSyncExternalStore(subscribe, current, current);
  if (!Rest) return null;
  return (
    <Suspense fallback={null}>
      <Rest {...props} />
    </Suspense>
  );
}
