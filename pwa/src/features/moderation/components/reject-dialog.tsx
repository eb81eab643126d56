import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, rejectionInput } from '@shared/schemas/content';
import { FormActions } from '@/components/admin/form-actions';
import { SchemaField } from '@/components/form/schema-field';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Modal } from '@/components/offline/modal';

/** Sends the rejection with the reason typed (none when blank); true when it went through. */
type Reject = (reason: string | undefined) => Promise<boolean>;

function RejectForm({ onReject, onDone }: { onReject: Reject; onDone: () => void }) {
  const { t } = useTranslation('content');
  const kit = useSchemaForm({
    id: 'admin-reject-reason',
    schema: rejectionInput,
    defaultValues: { reason: '' },
    // A failure (already decided, no connection) keeps the dialog and the reason typed; its toast says why.
    onSubmit: async ({ reason }) => {
      if (await onReject(reason)) onDone();
    },
  });
  return (
    <SchemaForm kit={kit} testId="reject-form">
      <p className="text-sm opacity-70">{t('reject.note')}</p>
      {/* One line: Enter sends it (Escape closes the dialog). */}
      <SchemaField kit={kit} name="reason" label={t('reject.reason')} maxLength={REJECTION_REASON_MAX} enterKeyHint="send" autoComplete="off" />
      <FormActions kit={kit} onCancel={onDone} cancelLabel={t('reject.cancel')} submitLabel={t('reject.submit')} busyLabel={t('reject.submitting')} />
    </SchemaForm>
  );
}

interface RejectDialogProps {
  open: boolean;
  /** The item's title, named in the question. */
  title: string;
  onClose: () => void;
  onReject: Reject;
}

/** Reject a project, article or image, with an optional reason its author is told; Cancel or Escape leaves it pending. */
export function RejectDialog({ open, title, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('content');
  return (
    <Modal open={open} onClose={onClose} title={t('reject.title', { title })} closeOnBackdrop={false} testId="reject-dialog">
      <RejectForm onReject={onReject} onDone={onClose} />
    </Modal>
  );
}
