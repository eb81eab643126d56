import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '@/lib/db';
import { useOutboxProgress } from '@/lib/use-outbox';
import { messageText } from '@/lib/message-text';
import { UploadProgress } from '../upload/upload-progress';

const BADGE: Record<OutboxItem['status'], string> = {
  pending: 'badge-warning',
  sending: 'badge-info',
  failed: 'badge-error',
  done: 'badge-success',
};

/** One queued write in the Sync panel. */
export function SyncItemRow({ item, onRetry, onDiscard }: { item: OutboxItem; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('offline');
  const error = item.lastError === 'network' ? t('sync.networkError') : item.lastError && messageText(item.lastError);
  const percent = useOutboxProgress()[item.id];
  return (
    <li className="rounded-box border border-base-300 p-3" data-testid="sync-item" data-status={item.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{t(item.label, item.labelValues)}</span>
        <span className={`badge ${BADGE[item.status]}`}>{t(`sync.status.${item.status}`)}</span>
      </div>
      {/* Its photo on the way (a member's submission made offline): how much has been sent. */}
      {percent !== undefined && (
        <div className="mt-2">
          <UploadProgress percent={percent} />
        </div>
      )}
      {(error || item.attempts > 0) && (
        <p className="mt-1 text-sm opacity-80">
          {item.attempts > 0 && <span>{t('sync.attempts', { count: item.attempts })}</span>}
          {error && <span className={item.status === 'failed' ? 'text-error' : ''}> · {error}</span>}
        </p>
      )}
      {/* Refused long ago: the device no longer keeps what it would send (outbox-hygiene.ts). */}
      {item.bodyDropped === 'all' && <p className="mt-1 text-sm opacity-80">{t('sync.cannotRetry')}</p>}
      <div className="mt-2 flex gap-2">
        {/* A write on its way can be neither sent again nor taken back. */}
        {item.status !== 'sending' && (
          <>
            {item.bodyDropped !== 'all' && (
              <button type="button" className="btn btn-xs btn-primary" onClick={onRetry}>
                {t('sync.retry')}
              </button>
            )}
            <button type="button" className="btn btn-xs btn-ghost" onClick={onDiscard}>
              {t('sync.discard')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
