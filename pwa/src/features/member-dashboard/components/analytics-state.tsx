import { useTranslation } from 'react-i18next';
import { formatDistanceToNow } from 'date-fns';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
import { dateLocale, localDigits } from '@/lib/i18n';
import type { MemberAnalytics } from '../analytics.store';

/** Above the numbers: loading, never loaded on this phone (offline), a failure with Try again, or offline with the time of what is shown. */
export function AnalyticsState({ analytics }: { analytics: MemberAnalytics }) {
  const { t } = useTranslation('member-dashboard');
  const { data, isLoading, outcome, reload } = analytics;
  if (isLoading)
    return (
      <p role="status" className="text-sm opacity-70">
        {t('loading')}
      </p>
    );
  if (data && outcome === 'offline')
    return (
      <p className="alert alert-warning text-sm" role="status" data-testid="member-analytics-stale">
        {t('analytics.stale', { time: localDigits(formatDistanceToNow(data.loadedAt, { addSuffix: true, locale: dateLocale() })) })}
      </p>
    );
  if (!data && outcome === 'offline') return <NotOnPhoneYet text={t('analytics.notOnPhone')} onRetry={reload} testId="member-not-on-phone" />;
  if (!data && outcome === 'error')
    return (
      <div className="alert alert-error flex flex-wrap text-sm" role="alert">
        <span>{t('analytics.failed')}</span>
        <button type="button" className="btn btn-sm min-h-11" onClick={reload}>
          {t('analytics.retry')}
        </button>
      </div>
    );
  return null;
}
