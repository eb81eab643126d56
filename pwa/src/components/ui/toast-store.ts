/**
 * The one toast system (public-site.md §9): at most 1 toast visible, 5000 ms by default, a
 * dismissed toast is dropped from memory after 1,000,000 ms. Plain module state, so non-React
 * code can call `toast()` too; React reads it through `useToast()`.
 */
export type ToastVariant = 'default' | 'destructive';

/** A link the toast offers (e.g. 'Log in' after 'Login required'); the toast closes when it is followed. */
export interface ToastAction {
  label: string;
  /** An in-app path such as '/login?next=%2Fevents'. */
  href: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it open. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> {
  id: string;
  description?: string;
  action?: ToastAction;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const l of listeners) l();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

/** Closes one toast, or all when no id is given. */
export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

/** Shows a toast; the newest replaces any visible one. */
export function toast(input: ToastInput) {
  const id = String(++counter);
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    action: input.action,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION,
    open: true,
  };
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  for (const t of dropped) clearTimeout(removeTimers.get(t.id));
  for (const t of dropped) removeTimers.delete(t.id);
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Partial<ToastInput>) => emit(toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t))),
  };
}

export function getToasts(): ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget every toast and timer. */
export function resetToasts(): void {
  for (const t of removeTimers.values()) clearTimeout(t);
  removeTimers.clear();
  emit([]);
}
