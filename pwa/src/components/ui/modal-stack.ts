import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open right now, in the order they were opened (the browser's top layer
 * order). The toaster renders inside the topmost one: anything outside an open modal is drawn
 * behind it and is inert, so a toast there would be neither seen nor read out.
 */
let stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function emit(next: HTMLDialogElement[]) {
  stack = next;
  for (const l of listeners) l();
}

/** A dialog was shown as a modal: it is now the topmost. */
export function pushModal(dialog: HTMLDialogElement): void {
  emit([...stack.filter((d) => d !== dialog), dialog]);
}

/** A dialog closed (or left the page). */
export function removeModal(dialog: HTMLDialogElement): void {
  if (stack.includes(dialog)) emit(stack.filter((d) => d !== dialog));
}

const top = () => stack[stack.length - 1] ?? null;

/** The topmost open modal dialog, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    top,
    () => null,
  );
}
