import { shownError } from '@/components/ui/form-timing';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { ImageUpload } from '@/components/upload/image-upload';

interface ImageFieldProps {
  kit: SchemaFormKit;
  name: string;
  label: string;
  /** Crop width / height (the preview's box too). */
  aspect?: number;
  crop?: boolean;
  /** What the field holds with no picture: null, or '' where the schema wants a string. */
  empty?: null | '';
}

/** A form-kit field holding an uploaded image's URL (the upload control), with its message. */
export function ImageField({ kit, name, label, aspect, crop, empty = null }: ImageFieldProps) {
  const Field = kit.form.Field;
  return (
    <Field name={name}>
      {(field: { state: { value: unknown; meta: { errors: unknown[]; isBlurred: boolean } }; handleChange: (v: unknown) => void; handleBlur: () => void }) => {
        const error = kit.serverErrors[name] ?? shownError(field.state.meta, kit.attempted);
        return (
          <div className="grid gap-1" data-testid={`${kit.idPrefix}-${name}`}>
            <ImageUpload
              id={`${kit.idPrefix}-${name}`}
              label={label}
              aspect={aspect}
              crop={crop}
              value={typeof field.state.value === 'string' ? field.state.value : null}
              onChange={(url) => {
                kit.clearServerError(name);
                field.handleChange(url ?? empty);
                field.handleBlur();
              }}
            />
            <p className="min-h-5 text-sm text-error" role={error ? 'alert' : undefined}>
              {error}
            </p>
          </div>
        );
      }}
    </Field>
  );
}
