import { SubmitButton } from './submit-button';
import type { SchemaFormKit } from './use-schema-form';

interface FormActionsProps {
  kit: SchemaFormKit;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  /** Added to both buttons' classes (e.g. 'min-h-11'). */
  buttonClassName?: string;
}

/** A dialog form's buttons: Cancel, then the submit button of the kit. */
export function FormActions({ kit, cancelLabel, onCancel, submitLabel, busyLabel, buttonClassName }: FormActionsProps) {
  const extra = buttonClassName ? ` ${buttonClassName}` : '';
  return (
    <div className="modal-action">
      <button type="button" className={`btn btn-ghost${extra}`} onClick={onCancel}>
        {cancelLabel}
      </button>
      <SubmitButton kit={kit} label={submitLabel} busyLabel={busyLabel} className={`btn btn-primary${extra}`} />
    </div>
  );
}
