import type { ComponentProps } from 'react';
import { Modal } from '@/components/offline/modal';

type ClosableModalProps = Omit<ComponentProps<typeof Modal>, 'actions'> & {
  /** The text of the footer's one button. */
  closeLabel: string;
  closeClassName?: string;
};

/** A Modal whose one action is a Close button in its footer. */
export function ClosableModal({ closeLabel, closeClassName = 'btn min-h-11', ...modal }: ClosableModalProps) {
  return (
    <Modal
      {...modal}
      actions={
        <button type="button" className={closeClassName} onClick={modal.onClose}>
          {closeLabel}
        </button>
      }
    />
  );
}
