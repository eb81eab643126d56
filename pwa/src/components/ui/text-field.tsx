import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input and linked to it with aria-describedby. */
  error?: string;
}

/** A labelled input with its validation message underneath. */
export function TextField({ id, label, value, onValueChange, error, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
