import { useTranslation } from 'react-i18next';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
import type { InboxView } from '../notifications.store';

/**
 * Above the list: loading; never loaded on this phone (offline: say so, never an empty inbox); a
 * failure with Try again; offline, that the list is as last loaded; and an inbox with nothing in it.
 */
export function InboxStatus({ inbox, outcome, reload }: InboxView) {
  const { t } = useTranslation('notifications');
  if (inbox === undefined || (inbox === null && outcome === 'loading')) return <p role="status">{t('loading')}</p>;
  if (outcome === 'error')
    return (
      <div className="alert alert-error flex flex-wrap text-sm" role="alert">
        <span>{t('failed')}</span>
        <button type="button" className="btn btn-sm min-h-11" onClick={reload}>
          {t('retry')}
        </button>
      </div>
    );
  if (inbox === null) return <NotOnPhoneYet text={t('neverLoaded')} onRetry={reload} testId="notifications-never-loaded" />;
  return (
    <>
      {outcome === 'offline' && (
        <p className="alert alert-warning text-sm" role="status" data-testid="notifications-offline">
          {t('offline')}
        </p>
      )}
      {inbox.notifications.length === 0 && <p role="status">{t('empty')}</p>}
    </>
  );
}
