import { useTranslation } from 'react-i18next';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { UploadProgress } from '@/components/upload/upload-progress';
import { useOutbox, useOutboxProgress } from '@/lib/use-outbox';

/** While a write with a picture is being sent: how much of the picture has gone. */
function SendingImage({ url }: { url: string }) {
  const progress = useOutboxProgress();
  const { items } = useOutbox();
  const item = items.find((i) => i.url === url && progress[i.id] !== undefined);
  return item ? <UploadProgress percent={progress[item.id]} /> : null;
}

interface SubmitActionsProps {
  kit: SchemaFormKit;
  /** Where the write goes (its picture's upload progress is shown while sending). */
  url: string;
  submitLabel: string;
  onCancel: () => void;
}

/**
 * Cancel and the submit button, inside the form so Enter in the last one-line field (and
 * Ctrl+Enter in a text box) sends it. Never disabled offline: the outbox keeps the write.
 */
export function SubmitActions({ kit, url, submitLabel, onCancel }: SubmitActionsProps) {
  const { t } = useTranslation('submissions');
  const Subscribe = kit.form.Subscribe;
  return (
    <Subscribe selector={(s: { isSubmitting: boolean }) => s.isSubmitting}>
      {(submitting: boolean) => (
        <>
          {submitting && <SendingImage url={url} />}
          <div className="modal-action">
            <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
              {t('actions.cancel')}
            </button>
            <button type="submit" className="btn btn-primary min-h-11" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? t('actions.sending') : submitLabel}
            </button>
          </div>
        </>
      )}
    </Subscribe>
  );
}
