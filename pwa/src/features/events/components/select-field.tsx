import type { SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  options: string[];
  /** The empty first choice ('Choose an option'). */
  placeholder: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** A labelled drop-down with its validation message underneath. */
export function SelectField({ id, label, value, options, placeholder, onValueChange, error, ...rest }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`select w-full ${error ? 'select-error' : ''}`}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <p id={errorId} className="min-h-5 text-sm text-error">
        {error}
      </p>
    </div>
  );
}
