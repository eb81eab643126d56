import { useTranslation } from 'react-i18next';
import { SchemaField } from '@/components/form/schema-field';
import type { SchemaFormKit } from '@/components/form/use-schema-form';

/** A create form's category choice: each category under its name (`{namesKey}.{category}`). */
export function CategoryField({ kit, categories, namesKey }: { kit: SchemaFormKit; categories: readonly string[]; namesKey: string }) {
  const { t } = useTranslation('content');
  return (
    <SchemaField
      kit={kit}
      name="category"
      label={t('fields.category')}
      kind="select"
      options={categories.map((c) => ({ value: c, label: t(`${namesKey}.${c}`) }))}
    />
  );
}
