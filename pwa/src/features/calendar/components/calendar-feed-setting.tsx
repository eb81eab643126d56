import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/offline/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useOnline } from '@/lib/use-online';
import { createCalendarFeed, revokeCalendarFeed, type FeedChange } from '../api/change-calendar-feed';
import { refreshFeed, rememberFeed, useCalendarFeed } from '../calendar-feed.store';

type Asking = 'revoke' | 'renew' | null;

/**
 * The personal calendar feed in Settings: its secret address (to paste into a calendar app), Copy,
 * a new address, Revoke (both ask first), or Create when there is none. Changes need a connection.
 */
export function CalendarFeedSetting() {
  const { t } = useTranslation('calendar');
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const online = useOnline();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const feed = useCalendarFeed(userId);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);

  const run = async (write: () => Promise<FeedChange>, done: string) => {
    if (userId == null) return;
    setAsking(null);
    setBusy(true);
    try {
      const result = await write();
      if (result.state === 'queued') toast({ title: t('feed.queued') });
      else {
        if (result.url === 'unknown') await refreshFeed(userId);
        else await rememberFeed(userId, result.url);
        toast({ title: done });
      }
    } catch (err) {
      toast({ title: t('feed.failed'), description: serverMessage(err, t('feed.tryAgain')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!feed.url) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(feed.url);
      toast({ title: t('feed.copied') });
    } catch {
      // No clipboard (an insecure page, an old browser, a refusal): select the address instead.
      input.current?.focus();
      input.current?.select();
      const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
      toast(copied ? { title: t('feed.copied') } : { title: t('feed.copyFailed') });
    }
  };

  const disabled = busy || !online;
  const offlineTitle = online ? undefined : t('feed.needsConnection');
  const spinner = busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

  return (
    <div className="grid gap-2" data-testid="calendar-feed-setting">
      <h3 className="font-semibold">{t('feed.title')}</h3>
      <p id={helpId} className="text-sm opacity-80">
        {t('feed.help')}
      </p>
      {!feed.loaded ? (
        <p className="text-sm opacity-70">{online ? t('feed.loading') : t('feed.needsConnection')}</p>
      ) : feed.url ? (
        <>
          <input
            ref={input}
            type="text"
            readOnly
            value={feed.url}
            aria-label={t('feed.urlLabel')}
            aria-describedby={helpId}
            className="input input-bordered input-sm w-full font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          {feed.renewSuggested && (
            <p className="alert alert-warning text-sm" data-testid="calendar-feed-renew-hint">
              {t('feed.renewSuggested')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-sm min-h-11" onClick={() => void copy()}>
              {t('feed.copy')}
            </button>
            <button type="button" className="btn btn-outline btn-sm min-h-11" disabled={disabled} title={offlineTitle} onClick={() => setAsking('renew')}>
              {t('feed.renew')}
            </button>
            <button
              type="button"
              className="btn btn-error btn-outline btn-sm min-h-11"
              disabled={disabled}
              title={offlineTitle}
              onClick={() => setAsking('revoke')}
            >
              {spinner}
              {t('feed.revoke')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">{t('feed.none')}</p>
          <button
            type="button"
            className="btn btn-primary btn-sm min-h-11 justify-self-start"
            disabled={disabled}
            title={offlineTitle}
            onClick={() => void run(createCalendarFeed, t('feed.created'))}
          >
            {spinner}
            {t('feed.create')}
          </button>
        </>
      )}
      {feed.loaded && !online && <p className="text-sm opacity-70">{t('feed.needsConnection')}</p>}
      <ConfirmDialog
        open={asking === 'revoke'}
        title={t('feed.revokeTitle')}
        text={t('feed.revokeText')}
        confirmLabel={t('feed.revokeConfirm')}
        cancelLabel={t('feed.keep')}
        onConfirm={() => void run(revokeCalendarFeed, t('feed.revoked'))}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'renew'}
        title={t('feed.renewTitle')}
        text={t('feed.renewText')}
        confirmLabel={t('feed.renewConfirm')}
        cancelLabel={t('feed.keep')}
        onConfirm={() => void run(createCalendarFeed, t('feed.created'))}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
