import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { useSiteSettings } from '@/lib/site-settings';
import { ImageUpload } from './image-upload';

interface SquarePictureFieldProps {
  kit: SchemaFormKit;
  name: string;
  label: string;
  /** What the field holds once the picture is removed: null, or '' where the schema wants a string. */
  empty?: null | '';
}

/**
 * A kit form's square picture (a profile's or a user's): the upload control with a square crop
 * and the site's upload limit, the uploaded URL the field's value, and the server's message.
 */
export function SquarePictureField({ kit, name, label, empty = null }: SquarePictureFieldProps) {
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
              field.handleChange(url ?? empty);
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
