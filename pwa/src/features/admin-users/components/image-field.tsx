import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { SquarePictureField } from '@/components/upload/square-picture-field';

/** A kit form's picture: the upload control (square crop, the site's upload limit), its URL the field's value (null once removed). */
export function ImageField({ kit, name, label }: { kit: SchemaFormKit; name: string; label: string }) {
  return <SquarePictureField kit={kit} name={name} label={label} />;
}
