import { useTranslation } from 'react-i18next';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { UploadProgress } from '@/components/upload/upload-progress';
import { useOutboxProgress, useQueued } from '@/lib/use-outbox';
import type { SubmissionWrite } from '../submission-writes';

/** While a write with a picture is being sent: how much of the picture has gone. */
function SendingImage({ write }: { write: SubmissionWrite }) {
  const progress = useOutboxProgress();
  const item = useQueued(write).find((i) => progress[i.id] !== undefined);
  return item ? <UploadProgress percent={progress[item.id]} /> : null;
}

interface SubmitActionsProps {
  kit: SchemaFormKit;
  /** The write it makes (its picture's upload progress is shown while sending). */
  write: SubmissionWrite;
  submitLabel: string;
  onCancel: () => void;
}

/**
 * Cancel and the submit button, inside the form so Enter in the last one-line field (and
 * Ctrl+Enter in a text box) sends it. Never disabled offline: the outbox keeps the write.
 */
export function SubmitActions({ kit, write, submitLabel, onCancel }: SubmitActionsProps) {
  const { t } = useTranslation('submissions');
  const Subscribe = kit.form.Subscribe;
  return (
    <Subscribe selector={(s: { isSubmitting: boolean }) => s.isSubmitting}>
      {(submitting: boolean) => (
        <>
          {submitting && <SendingImage write={write} />}
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
