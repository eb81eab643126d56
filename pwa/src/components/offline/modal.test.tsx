import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import '@/lib/i18n';
import { Modal } from './modal';

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
});
