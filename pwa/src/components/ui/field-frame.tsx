import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form control's label above and its validation message below, linked with aria-describedby.
 * The message line is always there, so a message appearing does not move the buttons below.
 */
export function FieldFrame({ id, label, error, children }: { id: string; label: string; error?: string; children: (control: ControlProps) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      <p id={errorId} className="min-h-5 text-sm text-error">
        {error}
      </p>
    </div>
  );
}
