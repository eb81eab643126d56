import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/**
 * In place of a screen's data when this device never loaded it (the copies' `neverLoaded`:
 * lib/own-mirror.ts, lib/mirror.ts, lib/admin-query.ts). Offline it says so in the screen's own
 * words ('Not on this phone yet — connect once to see your registrations'), never zeros or an
 * empty state; online (the server did not answer) it says the load failed, with Try again.
 */
export function NotOnPhoneYet({ text, onRetry, testId = 'not-on-phone' }: { text: string; onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation('offline');
  const online = useOnline();
  return (
    <div className="alert alert-warning flex flex-wrap text-sm" role="status" data-testid={testId} data-online={online}>
      <span>{online ? t('notLoaded.failed') : text}</span>
      {online && onRetry && (
        <button type="button" className="btn btn-sm min-h-11" onClick={onRetry}>
          {t('notLoaded.retry')}
        </button>
      )}
    </div>
  );
}
