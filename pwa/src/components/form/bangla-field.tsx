import { useTranslation } from 'react-i18next';
import { SchemaField, type FieldKind } from './schema-field';
import type { SchemaFormKit } from './use-schema-form';

export type BanglaFieldName =
  'titleBn' | 'descriptionBn' | 'locationBn' | 'contentBn' | 'excerptBn' | 'messageBn' | 'linkTextBn' | 'siteNameBn' | 'siteDescriptionBn' | 'addressBn';

/**
 * The optional Bangla version of a text field (issue 14), placed right after the English one:
 * labelled '… (Bangla)' from the admin 'bilingual' namespace, typed in Bangla (`lang="bn"`).
 */
export function BanglaField({
  kit,
  name,
  kind = 'text',
  rows,
  maxLength,
}: {
  kit: SchemaFormKit;
  name: BanglaFieldName;
  kind?: FieldKind;
  rows?: number;
  maxLength?: number;
}) {
  const { t } = useTranslation('bilingual');
  return <SchemaField kit={kit} name={name} label={t(`fields.${name}`)} kind={kind} rows={rows} maxLength={maxLength} lang="bn" autoComplete="off" />;
}
