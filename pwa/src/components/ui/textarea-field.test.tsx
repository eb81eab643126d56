import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { TextareaField } from './textarea-field';

function Form({ onSubmit, sending = false }: { onSubmit: () => void; sending?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <TextareaField id="message" label="Message" value={value} onValueChange={setValue} />
      <button type="button">Cancel</button>
      <button type="submit" disabled={sending}>
        Send
      </button>
    </form>
  );
}

describe('TextareaField', () => {
  it('Ctrl+Enter or ⌘+Enter sends the form; a plain Enter does not', () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const box = screen.getByLabelText('Message');
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })).toBe(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while the submit button is disabled (sending)', () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} sending />);
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter', ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
