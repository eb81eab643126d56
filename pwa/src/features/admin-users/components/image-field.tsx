import { ImageUpload } from '@/components/upload/image-upload';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { useSiteSettings } from '@/lib/site-settings';

/** A kit form's picture: the upload control (square crop, the site's upload limit), its URL the field's value. */
export function ImageField({ kit, name, label }: { kit: SchemaFormKit; name: string; label: string }) {
  const maxSizeMb = useSiteSettings()?.maxFileSize;
  const Field = kit.form.Field;
  return (
    <Field name={name}>
      {(field: { state: { value: string | null }; handleChange: (v: string | null) => void }) => (
        <div className="grid gap-1">
          <ImageUpload
            label={label}
            value={field.state.value}
            onChange={(url) => {
              kit.clearServerError(name);
              field.handleChange(url);
            }}
            crop
            aspect={1}
            maxSizeMb={maxSizeMb}
            className="max-w-48"
          />
          {kit.serverErrors[name] && <p className="text-sm text-error">{kit.serverErrors[name]}</p>}
        </div>
      )}
    </Field>
  );
}
