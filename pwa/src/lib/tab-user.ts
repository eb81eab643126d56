/**
 * Whose writes this tab makes (its signed-in person, 'anon' when nobody): the value and its
 * listeners, without the database, so the header and the forms read it from the first moment.
 * outbox-user.ts also tells the device (Dexie), which is what a replay pass goes by.
 */
/** The user key of a write made while nobody was signed in. */
export const ANON = 'anon';

let tabUser = ANON;
const listeners = new Set<() => void>();

export const getTabUser = (): string => tabUser;

export function subscribeTabUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Sets this tab's user; true when it changed. */
export function setTabUserValue(next: string): boolean {
  if (next === tabUser) return false;
  tabUser = next;
  for (const l of listeners) l();
  return true;
}
