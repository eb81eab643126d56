import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { useOutbox } from '@/lib/use-outbox';
import { SyncPanel } from './sync-panel';

/** Header badge: online or offline and how many writes wait; opens the Sync panel. */
export function NetworkIndicator() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const { pendingCount } = useOutbox();
  const [open, setOpen] = useState(false);
  const state = online ? t('indicator.online') : t('indicator.offline');

  return (
    <>
      <button
        type="button"
        className={`btn btn-sm gap-1.5 ${online ? 'btn-ghost' : 'btn-warning'}`}
        data-testid="network-indicator"
        data-online={online}
        aria-label={t('indicator.label', { state, count: pendingCount })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${online ? 'bg-success' : 'bg-base-content'}`} />
        <span className="hidden sm:inline">{state}</span>
        {pendingCount > 0 && (
          <span className="badge badge-sm badge-accent" data-testid="outbox-count">
            {t('indicator.waiting', { count: pendingCount })}
          </span>
        )}
      </button>
      <SyncPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
