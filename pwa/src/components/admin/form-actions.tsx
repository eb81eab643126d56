import { OnlineButton } from './online-button';
import type { SchemaFormKit } from '@/components/form/use-schema-form';

interface FormActionsProps {
  kit: SchemaFormKit;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
}

/** An admin dialog form's Cancel and submit, inside the form (Enter in the last field sends it); busy while sending, offline disabled. */
export function FormActions({ kit, onCancel, cancelLabel, submitLabel, busyLabel }: FormActionsProps) {
  const Subscribe = kit.form.Subscribe;
  return (
    <Subscribe selector={(s: { isSubmitting: boolean }) => s.isSubmitting}>
      {(submitting: boolean) => (
        <div className="modal-action">
          <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
            {cancelLabel}
          </button>
          <OnlineButton type="submit" className="btn btn-primary min-h-11" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? busyLabel : submitLabel}
          </OnlineButton>
        </div>
      )}
    </Subscribe>
  );
}
