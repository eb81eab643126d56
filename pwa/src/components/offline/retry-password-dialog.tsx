import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { joinFormFields } from '@shared/schemas/auth';
import { TextField } from '@/components/ui/text-field';
import { messageText } from '@/lib/message-text';
import { Modal } from './modal';

interface RetryPasswordDialogProps {
  open: boolean;
  /** What is being sent again, as the Sync panel names it. */
  label: string;
  onSend: (password: string) => void;
  onCancel: () => void;
}

/**
 * Retry of a refused Join whose password the device no longer keeps (outbox-hygiene.ts): asks
 * for it once more, checked by the Join form's own rule.
 */
export function RetryPasswordDialog({ open, label, onSend, onCancel }: RetryPasswordDialogProps) {
  const { t } = useTranslation('offline');
  const formId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setPassword('');
    setError(undefined);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = joinFormFields.shape.password.safeParse(password);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setPassword('');
    setError(undefined);
    onSend(checked.data);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('sync.passwordTitle')}
      testId="retry-password-dialog"
      closeOnBackdrop={false}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('sync.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary">
            {t('sync.passwordSend')}
          </button>
        </>
      }
    >
      <p className="py-2 text-sm">{t('sync.passwordText', { label })}</p>
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          id={`${formId}-password`}
          type="password"
          autoComplete="new-password"
          label={t('sync.passwordLabel')}
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            if (error) setError(undefined);
          }}
          error={error && messageText(error)}
        />
      </form>
    </Modal>
  );
}
