import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { signOut } from '@/lib/auth';
import { useOnline } from '@/lib/use-online';
import { logoutEverywhere } from '../api/logout-everywhere';

/** Ends every session of the member on the server, then signs out here as the Logout button does. Needs a connection. */
export function SignOutEverywhere() {
  const { t } = useTranslation('member-dashboard');
  const helpId = useId();
  const online = useOnline();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
      signOut();
    } catch (err) {
      // Already signed out on the server (another device was faster): finish here the same way.
      if (err instanceof ApiError && err.status === 401) return signOut();
      toast({ title: t('settings.signOutFailed'), description: serverMessage(err, t('settings.tryAgain')), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{t('settings.sessions')}</h3>
      <p id={helpId} className="text-sm opacity-80">
        {t('settings.signOutEverywhereHelp')}
      </p>
      <button
        type="button"
        className="btn btn-error btn-outline min-h-11 justify-self-start"
        disabled={busy || !online}
        title={online ? undefined : t('settings.needsConnection')}
        aria-describedby={helpId}
        onClick={() => void run()}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('settings.signOutEverywhere')}
      </button>
      {!online && <p className="text-sm opacity-70">{t('settings.needsConnection')}</p>}
    </div>
  );
}
