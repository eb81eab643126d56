import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons in the footer of the box. */
  actions?: ReactNode;
  testId?: string;
  /** False for dialogs holding a form: a stray tap beside the box must not throw away what was typed. */
  closeOnBackdrop?: boolean;
}

/** A modal dialog (native <dialog>, daisyUI look): Escape and the backdrop close it. */
export function Modal({ open, onClose, title, children, actions, testId, closeOnBackdrop = true }: ModalProps) {
  const { t } = useTranslation('offline');
  const titleId = useId();
  const ref = useModalDialog(open);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      // React passes a nested dialog's close up the tree (Discard's question inside the Sync panel): only our own counts.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      data-testid={testId}
    >
      {open && (
        // The box sets its own text colour: it must not inherit one from where the dialog sits (e.g. a coloured strip).
        <div className="modal-box text-base-content">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {children}
          {actions && <div className="modal-action">{actions}</div>}
        </div>
      )}
      {/* A click outside the box closes it; keyboard and screen-reader users have Escape and the box's buttons. */}
      <div className="modal-backdrop" aria-hidden="true">
        <button type="button" tabIndex={-1} aria-label={t('sync.close')} onClick={closeOnBackdrop ? onClose : undefined} />
      </div>
    </dialog>
  );
}
