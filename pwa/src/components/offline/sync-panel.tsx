import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '@/lib/db';
import { formatDate } from '@/lib/i18n';
import { useLastRefresh } from '@/lib/mirror';
import { discard, retry } from '@/lib/outbox';
import { useOutbox } from '@/lib/use-outbox';
import { ClosableModal } from '@/components/ui/closable-modal';
import { ConfirmDialog } from './confirm-dialog';
import { RetryPasswordDialog } from './retry-password-dialog';
import { SyncItemRow } from './sync-item-row';

/** The queued writes with their status and error, Retry (asking a dropped password again) and Discard, and the last refresh time. */
export function SyncPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('offline');
  const { items } = useOutbox();
  const lastRefresh = useLastRefresh();
  const [toDiscard, setToDiscard] = useState<OutboxItem | null>(null);
  const [needsPassword, setNeedsPassword] = useState<OutboxItem | null>(null);
  // A refused Join kept without its password (after a day) asks for it before it goes again.
  const onRetry = (item: OutboxItem) => (item.bodyDropped === 'password' ? setNeedsPassword(item) : void retry(item.id));

  return (
    <ClosableModal open={open} onClose={onClose} title={t('sync.title')} testId="sync-panel" closeLabel={t('sync.close')} closeClassName="btn">
      <p className="py-2 text-sm opacity-80">{t('sync.intro')}</p>
      <p className="text-sm" data-testid="sync-last-refresh">
        {lastRefresh ? t('sync.lastRefresh', { time: formatDate(lastRefresh, t('time.format')) }) : t('sync.neverRefreshed')}
      </p>
      {items.length === 0 ? (
        <p className="py-4 text-center opacity-70">{t('sync.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" data-testid="sync-items">
          {items.map((item) => (
            <SyncItemRow key={item.id} item={item} onRetry={() => onRetry(item)} onDiscard={() => setToDiscard(item)} />
          ))}
        </ul>
      )}
      <RetryPasswordDialog
        open={needsPassword !== null}
        label={needsPassword ? t(needsPassword.label, needsPassword.labelValues) : ''}
        onCancel={() => setNeedsPassword(null)}
        onSend={(password) => {
          if (needsPassword) void retry(needsPassword.id, { password });
          setNeedsPassword(null);
        }}
      />
      <ConfirmDialog
        open={toDiscard !== null}
        title={t('sync.discardTitle')}
        text={toDiscard ? t('sync.discardText', { label: t(toDiscard.label, toDiscard.labelValues) }) : ''}
        confirmLabel={t('sync.discard')}
        cancelLabel={t('sync.cancel')}
        onCancel={() => setToDiscard(null)}
        onConfirm={() => {
          if (toDiscard) void discard(toDiscard.id);
          setToDiscard(null);
        }}
      />
    </ClosableModal>
  );
}
