import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { resetToasts, toast } from './toast-store';
import { Toaster } from './toaster';
import { useModalDialog } from './use-modal-dialog';

function DialogWithToaster() {
  const [open, setOpen] = useState(true);
  const ref = useModalDialog(open);
  return (
    <>
      <dialog ref={ref} data-testid="dialog">
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </dialog>
      <Toaster />
    </>
  );
}

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

const swipe = (el: HTMLElement, dx: number) => {
  fireEvent.pointerDown(el, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(el, { clientX: 100 + dx, pointerId: 1 });
  fireEvent.pointerUp(el, { clientX: 100 + dx, pointerId: 1 });
};

describe('Toaster', () => {
  it('shows the newest toast only, with title and description, and closes it after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Old' });
      toast({ title: 'Message sent successfully!', description: "We'll get back to you as soon as possible." });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain("We'll get back to you as soon as possible.");
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes on a swipe right of more than 50 px, not on a shorter one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Swipe me' }));
    swipe(screen.getByRole('status'), 30);
    expect(screen.queryByRole('status')).not.toBeNull();
    swipe(screen.getByRole('status'), 60);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('moves focus to the viewport on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByTestId('toast-viewport'));
  });

  it('shows toasts inside an open modal dialog (above it, not inert), and back in the page once it closes', () => {
    render(<DialogWithToaster />);
    act(() => void toast({ title: 'Registration failed', description: 'This email is already registered for this event' }));
    const dialog = screen.getByTestId('dialog');
    expect(dialog.contains(screen.getByRole('status'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status').textContent).toContain('Registration failed');
    expect(dialog.contains(screen.getByRole('status'))).toBe(false);
  });

  it('follows an action link in the app and closes the toast', () => {
    const navigate = vi.fn();
    render(<Toaster navigate={navigate} />);
    act(() => void toast({ title: 'Login required', action: { label: 'Log in', href: '/login?next=%2Fevents' } }));
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fevents');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fevents');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
