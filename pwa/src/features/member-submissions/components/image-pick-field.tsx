import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { shownError } from '@/components/ui/form-timing';
import { CROPPING, type PickedImage } from '../picked-image';
import { ImagePicker } from './image-picker';

interface ImagePickFieldProps {
  kit: SchemaFormKit;
  label: string;
  aspect: number;
  /** The form's field holding the picture (default 'image'). */
  name?: string;
  /** A picture handed in from outside (shared into the app), to crop. */
  offered?: File | null;
}

/** A form-kit field holding a picture picked and cropped on the device, with its message. */
export function ImagePickField({ kit, label, aspect, name = 'image', offered }: ImagePickFieldProps) {
  const Field = kit.form.Field;
  return (
    <Field name={name}>
      {(field: { state: { value: unknown; meta: { errors: unknown[]; isBlurred: boolean } }; handleChange: (v: unknown) => void; handleBlur: () => void }) => {
        const error = shownError(field.state.meta, kit.attempted);
        return (
          <div className="grid gap-1" data-testid={`${kit.idPrefix}-${name}`}>
            <ImagePicker
              id={`${kit.idPrefix}-${name}`}
              label={label}
              aspect={aspect}
              offered={offered}
              value={(field.state.value ?? null) as PickedImage}
              onChange={(next) => {
                field.handleChange(next);
                if (next !== CROPPING) field.handleBlur(); // chosen (or removed): its message may show now
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
