import type { KeyboardEvent, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the box and linked to it with aria-describedby. */
  error?: string;
}

/**
 * Enter starts a new line in a multi-line box; Ctrl+Enter (⌘+Enter) sends the form from it, as
 * Enter does from a one-line field: through the form's submit button, so nothing happens while
 * that button is disabled (sending).
 */
function submitOnCtrlEnter(e: KeyboardEvent<HTMLTextAreaElement>) {
  if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.nativeEvent.isComposing) return;
  const form = e.currentTarget.form;
  if (!form) return;
  e.preventDefault();
  const button = Array.from(form.elements).find((el): el is HTMLButtonElement => el instanceof HTMLButtonElement && el.type === 'submit');
  if (button) button.click();
  else form.requestSubmit();
}

/** A labelled multi-line input with its validation message underneath. */
export function TextareaField({ id, label, value, onValueChange, error, className, onKeyDown, ...rest }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={4}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onKeyDown={(e) => {
            onKeyDown?.(e);
            if (!e.defaultPrevented) submitOnCtrlEnter(e);
          }}
          className={`textarea w-full ${error ? 'textarea-error' : ''} ${className ?? ''}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
