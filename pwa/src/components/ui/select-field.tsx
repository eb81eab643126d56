import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  options: string[];
  /** What each option shows, by position (default: the option itself); the value chosen is always the option. */
  labels?: readonly string[];
  /** The empty first choice ('Choose an option'). */
  placeholder: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** A labelled drop-down with its validation message underneath. */
export function SelectField({ id, label, value, options, labels, placeholder, onValueChange, error, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onValueChange(e.target.value)} className={`select w-full ${error ? 'select-error' : ''}`} {...rest}>
          <option value="">{placeholder}</option>
          {options.map((o, i) => (
            <option key={o} value={o}>
              {labels?.[i] || o}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
