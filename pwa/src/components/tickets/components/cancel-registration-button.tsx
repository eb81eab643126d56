import '../tickets.i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/offline/modal';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { cancelRegistration } from '../api/cancel-registration';

interface Props {
  registrationId: number;
  eventTitle: string;
  /** The cancel link's secret, for a visitor's registration (no account). */
  token?: string;
  /** Called once the cancel was sent or queued. */
  onDone?: (state: 'sent' | 'queued') => void;
}

/** 'Cancel my registration': asks once, then sends the cancel through the outbox (offline it waits there). */
export function CancelRegistrationButton({ registrationId, eventTitle, token, onDone }: Props) {
  const { t } = useTranslation('tickets');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const result = await cancelRegistration(registrationId, eventTitle, token);
      toast({ title: result.state === 'sent' ? t('cancel.doneTitle') : t('cancel.queuedTitle') });
      setAsking(false);
      onDone?.(result.state);
    } catch (err) {
      toast({ title: t('cancel.failedTitle'), description: serverMessage(err, t('cancel.failedText')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-error btn-sm min-h-11" onClick={() => setAsking(true)} data-testid="cancel-registration">
        {t('cancel.button')}
      </button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('cancel.confirmTitle')}
        testId="cancel-registration-dialog"
        actions={
          <>
            <button type="button" className="btn btn-ghost min-h-11" onClick={() => setAsking(false)}>
              {t('cancel.keep')}
            </button>
            <button type="button" className="btn btn-error min-h-11" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
              {t('cancel.confirm')}
            </button>
          </>
        }
      >
        <p>{t('cancel.confirmText', { event: eventTitle })}</p>
      </Modal>
    </>
  );
}
