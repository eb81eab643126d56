import type { TextareaHTMLAttributes } from 'react';
import { submitOnCtrlEnter } from './ctrl-enter';
import { FieldFrame } from './field-frame';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the box and linked to it with aria-describedby. */
  error?: string;
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
