import type { InputHTMLAttributes } from 'react';

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
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
        {...rest}
      />
      {/* The line is always there, so a message appearing does not move the buttons below. */}
      <p id={errorId} className="min-h-5 text-sm text-error">
        {error}
      </p>
    </div>
  );
}
