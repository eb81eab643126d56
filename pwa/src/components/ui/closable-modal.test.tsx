import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import '@/lib/i18n';
import { ClosableModal } from './closable-modal';

describe('ClosableModal', () => {
  it('shows its title and content with one Close button that closes it', () => {
    const onClose = vi.fn();
    render(
      <ClosableModal open onClose={onClose} title="Your ticket" closeLabel="Close" testId="ticket">
        <p>Seat 12</p>
      </ClosableModal>,
    );
    expect(screen.getByRole('heading', { name: 'Your ticket' })).toBeTruthy();
    expect(screen.getByText('Seat 12')).toBeTruthy();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.className).toBe('btn min-h-11');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
