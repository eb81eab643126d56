import { useEffect, useRef } from 'react';
import { pushModal, removeModal } from './modal-stack';

/**
 * Opens and closes a native <dialog> as a modal when `open` changes (focus trapped, Escape
 * closes, the page behind inert). Returns the ref to put on the <dialog>. Open modals are kept
 * in the modal stack, so toasts can show inside the topmost one.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        if (typeof dialog.showModal === 'function') dialog.showModal();
        else dialog.setAttribute('open', '');
      }
      pushModal(dialog);
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      removeModal(dialog);
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape closes the dialog before React hears of it.
    const onClose = () => removeModal(dialog);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
      removeModal(dialog);
    };
  }, []);
  return ref;
}
