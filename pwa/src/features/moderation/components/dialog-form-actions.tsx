import { useTranslation } from 'react-i18next';
import { OnlineButton } from '@/components/admin/online-button';
import type { SchemaFormKit } from '@/components/form/use-schema-form';

/** Cancel and the submit button, inside the form (so Enter in the last field sends it); busy while sending. */
export function DialogFormActions({ kit, onCancel }: { kit: SchemaFormKit; onCancel: () => void }) {
  const { t } = useTranslation('content');
  const Subscribe = kit.form.Subscribe;
  return (
    <Subscribe selector={(s: { isSubmitting: boolean }) => s.isSubmitting}>
      {(submitting: boolean) => (
        <div className="modal-action">
          <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
            {t('create.cancel')}
          </button>
          <OnlineButton type="submit" className="btn btn-primary min-h-11" disabled={submitting}>
            {submitting ? t('create.submitting') : t('create.submit')}
          </OnlineButton>
        </div>
      )}
    </Subscribe>
  );
}
