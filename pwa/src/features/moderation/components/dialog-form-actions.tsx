import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/admin/form-actions';
import type { SchemaFormKit } from '@/components/form/use-schema-form';

/** The create dialogs' Cancel and Create with the content manager's labels. */
export function DialogFormActions({ kit, onCancel }: { kit: SchemaFormKit; onCancel: () => void }) {
  const { t } = useTranslation('content');
  return <FormActions kit={kit} onCancel={onCancel} cancelLabel={t('create.cancel')} submitLabel={t('create.submit')} busyLabel={t('create.submitting')} />;
}
