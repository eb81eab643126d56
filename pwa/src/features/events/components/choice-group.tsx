interface ChoiceGroupProps {
  id: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: string[];
  /** What each option shows, by position (default: the option itself); the value chosen is always the option. */
  labels?: readonly string[];
  /** The chosen option (radio) or options (checkbox). */
  value: string | string[];
  onValueChange: (value: string | string[]) => void;
  required?: boolean;
  error?: string;
}

/** Radio buttons or checkboxes in a fieldset, with the group's message linked to it. */
export function ChoiceGroup({ id, legend, type, options, labels, value, onValueChange, required, error }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  const toggle = (option: string, on: boolean) => {
    if (type === 'radio') onValueChange(option);
    else onValueChange(on ? [...chosen.filter((o) => o !== option), option] : chosen.filter((o) => o !== option));
  };
  return (
    <fieldset
      id={id}
      className="grid gap-1"
      // One answer among radios is a radio group, which can be marked required; checkboxes stay a plain group.
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-labelledby={`${id}-legend`}
      aria-required={type === 'radio' && required ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium">
        {legend}
      </legend>
      {options.map((option, i) => (
        <label key={option} htmlFor={`${id}-${i}`} className="flex cursor-pointer items-center gap-2 py-1">
          <input
            id={`${id}-${i}`}
            type={type}
            name={id}
            value={option}
            className={type === 'radio' ? 'radio radio-sm' : 'checkbox checkbox-sm rounded-sm'}
            checked={chosen.includes(option)}
            onChange={(e) => toggle(option, e.target.checked)}
          />
          <span>{labels?.[i] || option}</span>
        </label>
      ))}
      <p id={errorId} className="min-h-5 text-sm text-error">
        {error}
      </p>
    </fieldset>
  );
}
