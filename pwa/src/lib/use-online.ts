import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './network';

/** Online or offline as the user should see it (lib/network.ts), for React. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
