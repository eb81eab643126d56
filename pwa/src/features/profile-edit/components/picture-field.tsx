import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { SquarePictureField } from '@/components/upload/square-picture-field';

/**
 * The profile picture: the upload control with a square crop (spec §9: aspect 1) and the site's
 * upload limit; the uploaded URL is the field's value ('' once removed). It uploads at once, so it
 * needs a connection; the text fields still save offline.
 */
export function PictureField({ kit, name, label }: { kit: SchemaFormKit; name: string; label: string }) {
  return <SquarePictureField kit={kit} name={name} label={label} empty="" />;
}
