import { ImageUpload } from '@/components/upload/image-upload';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { useSiteSettings } from '@/lib/site-settings';

/**
 * The profile picture: the upload control with a square crop (spec §9: aspect 1) and the site's
 * upload limit; the uploaded URL is the field's value. It uploads at once, so it needs a
 * connection; the text fields still save offline.
 */
export function PictureField({ kit, name, label }: { kit: SchemaFormKit; name: string; label: string }) {
  const maxSizeMb = useSiteSettings()?.maxFileSize;
  const Field = kit.form.Field;
  return (
    <Field name={name}>
      {(field: { state: { value: string | null }; handleChange: (v: string) => void }) => (
        <div className="grid gap-1">
          <ImageUpload
            label={label}
            value={field.state.value}
            onChange={(url) => {
              kit.clearServerError(name);
              field.handleChange(url ?? '');
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
