import { useTranslation } from 'react-i18next';
import type { AdminQuery } from '@/lib/admin-query';
import { NotOnPhoneYet } from '../offline/not-on-phone-yet';

/**
 * An admin read that has nothing to show: never loaded on this phone and offline, 'Not on this
 * phone yet'; else 'Unable to load this section' with Try again.
 */
export function LoadFailed({ query, testId }: { query: Pick<AdminQuery<unknown>, 'neverLoaded' | 'reload'>; testId?: string }) {
  const { t } = useTranslation('admin');
  if (query.neverLoaded) return <NotOnPhoneYet text={t('offline.notOnPhone')} onRetry={query.reload} testId={testId && `${testId}-not-on-phone`} />;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p>{t('loadFailed')}</p>
      <button type="button" className="btn btn-sm min-h-11" onClick={query.reload}>
        {t('retry')}
      </button>
    </div>
  );
}
