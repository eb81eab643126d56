import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import '@/lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';
import { backgroundOf, textColourOf } from './colour-classes.test-utils';

const backdrop = (container: HTMLElement) => container.querySelector('.modal-backdrop button') as HTMLButtonElement;

describe('Modal', () => {
  it('closes on a tap beside the box by default', () => {
    const onClose = vi.fn();
    const { container } = render(<Modal open onClose={onClose} title="Sync" />);
    fireEvent.click(backdrop(container));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a form dialog open on a stray tap beside the box', () => {
    const onClose = vi.fn();
    const { container } = render(
      <Modal open onClose={onClose} title="Register" closeOnBackdrop={false}>
        <input aria-label="Name" defaultValue="typed" />
      </Modal>,
    );
    fireEvent.click(backdrop(container));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps dark text on its white box when opened from a coloured strip (no white on white)', () => {
    const { getByRole, getByText } = render(
      <div className="bg-info text-info-content">
        <ConfirmDialog
          open
          title="Reload now?"
          text="A form has input."
          confirmLabel="Reload anyway"
          cancelLabel="Cancel"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      </div>,
    );
    for (const el of [getByRole('heading', { name: 'Reload now?' }), getByText('A form has input.')]) {
      expect(backgroundOf(el)).toBe('bg-base-100');
      expect(textColourOf(el)).toBe('text-base-content');
    }
  });
});
