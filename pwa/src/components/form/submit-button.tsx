import { useSubmitting, type SchemaFormKit } from './use-schema-form';

/** The submit button of a kit form: disabled, and saying `busyLabel`, while the form is being sent. */
export function SubmitButton({
  kit,
  label,
  busyLabel,
  className = 'btn btn-primary',
}: {
  kit: SchemaFormKit;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  const submitting = useSubmitting(kit);
  return (
    <button type="submit" className={className} disabled={submitting} aria-busy={submitting || undefined}>
      {submitting ? busyLabel : label}
    </button>
  );
}
