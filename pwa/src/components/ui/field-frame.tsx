import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form control's label above and its validation message below, linked with aria-describedby.
 * The message line is always there, so a message appearing does not move the buttons below.
 * A `hint` (a rule the value must meet, e.g. a password's length) shows under the control from the start.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm opacity-80" data-testid={hintId}>
          {hint}
        </p>
      )}
      <p id={errorId} className="min-h-5 text-sm text-error">
        {error}
      </p>
    </div>
  );
}
