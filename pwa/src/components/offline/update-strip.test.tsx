import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { markFormClean, markFormDirty } from './dirty-forms';
import { UpdateStrip } from './update-strip';
import { backgroundOf, textColourOf } from './colour-classes.test-utils';

afterEach(() => markFormClean('update-strip-test'));

describe('UpdateStrip', () => {
  it("asks 'Reload now?' in dark text on the white box when a form has input", () => {
    markFormDirty('update-strip-test');
    const onReload = vi.fn();
    render(<UpdateStrip onReload={onReload} onLater={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).not.toHaveBeenCalled();
    const dialog = screen.getByTestId('confirm-dialog');
    const title = within(dialog).getByRole('heading', { name: 'Reload now?' });
    const text = within(dialog).getByText('A form on this page has input that has not been sent. Reloading will clear it.');
    for (const el of [title, text]) {
      expect(backgroundOf(el)).toBe('bg-base-100');
      expect(textColourOf(el)).toBe('text-base-content');
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload anyway' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once without a form with input; 'Later' is white on the blue strip, on one line", () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    render(<UpdateStrip onReload={onReload} onLater={onLater} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    const later = screen.getByRole('button', { name: 'Later' });
    expect(backgroundOf(later)).toBe('bg-info');
    expect(textColourOf(later)).toBe('text-info-content');
    expect(later.classList.contains('whitespace-nowrap')).toBe(true);
    expect(later.parentElement!.classList.contains('flex-wrap')).toBe(false);
    fireEvent.click(later);
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});
