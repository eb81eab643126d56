import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

export { toast, dismissToast } from './toast-store';
export type { ToastInput, ToastVariant } from './toast-store';

/** `const { toast } = useToast(); toast({ title, description, variant: 'destructive' })`. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
