import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { shownError } from '@/components/ui/form-timing';
import { TextareaField } from '@/components/ui/textarea-field';
import type { RegistrationFormKit } from './use-event-registration-form';

/** A form field name ('teamMembers[0].email') as the server names it in `fields` ('teamMembers.0.email'). */
const serverKey = (name: string) => name.replace(/\[(\d+)\]/g, '.$1');

/**
 * The member form's kit as the public form's team and question fields take it: both forms hold
 * teamName, teamMembers and customAnswers under the same names and types, so those components
 * are reused as they are. Messages: the server's for that field, else the schema's once shown.
 */
export function asRegistrationKit(kit: SchemaFormKit): RegistrationFormKit {
  return {
    form: kit.form as unknown as RegistrationFormKit['form'],
    errorOf: (name, meta) => kit.serverErrors[serverKey(name)] ?? shownError(meta, kit.attempted),
    edited: (name) => kit.clearServerError(serverKey(name)),
    idPrefix: kit.idPrefix,
  };
}

/** A multi-line field of the kit: Enter starts a new line, Ctrl+Enter sends the form. */
export function MemberTextarea({ kit, name, label }: { kit: SchemaFormKit; name: string; label: string }) {
  const Field = kit.form.Field;
  return (
    <Field name={name}>
      {(field: { state: { value: unknown; meta: { errors: unknown[]; isBlurred: boolean } }; handleChange: (v: string) => void; handleBlur: () => void }) => (
        <TextareaField
          id={`${kit.idPrefix}-${name}`}
          name={name}
          rows={3}
          label={label}
          value={String(field.state.value ?? '')}
          onValueChange={(v) => {
            kit.clearServerError(name);
            field.handleChange(v);
          }}
          onBlur={field.handleBlur}
          error={kit.serverErrors[name] ?? shownError(field.state.meta, kit.attempted)}
        />
      )}
    </Field>
  );
}
