import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineButton } from '@/components/admin/online-button';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorized, serverMessage } from '@/lib/api-client';
import { type Decision, updateRegistrationStatus } from '../api/update-registration-status';

/** Confirm / Cancel for a pending registration (the caller shows them only while it is pending). */
export function RegistrationStatusButtons({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('admin-events');
  const [busy, setBusy] = useState(false);
  const decide = async (status: Decision) => {
    setBusy(true);
    try {
      await updateRegistrationStatus(id, status);
      toast({ title: t('toast.statusUpdated') });
    } catch (err) {
      const title = isUnauthorized(err) ? t('toast.unauthorized') : t('toast.statusFailed');
      toast({ title, description: serverMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <OnlineButton
        className="btn btn-success btn-sm min-h-11"
        disabled={busy}
        aria-label={t('registrations.confirmLabel', { name })}
        onClick={() => void decide('confirmed')}
      >
        {t('registrations.confirm')}
      </OnlineButton>
      <OnlineButton
        className="btn btn-outline btn-error btn-sm min-h-11"
        disabled={busy}
        aria-label={t('registrations.cancelLabel', { name })}
        onClick={() => void decide('cancelled')}
      >
        {t('registrations.cancel')}
      </OnlineButton>
    </div>
  );
}
