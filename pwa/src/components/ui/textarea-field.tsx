import type { TextareaHTMLAttributes } from 'react';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the box and linked to it with aria-describedby. */
  error?: string;
}

/** A labelled multi-line input with its validation message underneath (the twin of ui/TextField). */
export function TextareaField({ id, label, value, onValueChange, error, className, ...rest }: TextareaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`textarea w-full ${error ? 'textarea-error' : ''} ${className ?? ''}`}
        {...rest}
      />
      <p id={errorId} className="min-h-5 text-sm text-error">
        {error}
      </p>
    </div>
  );
}
