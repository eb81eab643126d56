import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { useOnline } from '@/lib/use-online';
import { useOutbox } from '@/lib/use-outbox';
import type { SyncPanel as Panel } from './sync-panel';
import { useAllSent } from './use-all-sent';

/**
 * The Sync panel (with its dialogs, and the Join retry's zod schema) is its own chunk, fetched at the
 * first tap on the indicator rather than run on every page load; the service worker precaches it,
 * so it opens offline too. Where it cannot be fetched (offline before the service worker had it),
 * the tap says 'No connection' and the next tap tries again.
 */
const loadSyncPanel = () => import('./sync-panel').then((m) => m.SyncPanel);

/**
 * Header badge: a dot and a short label — 'Online', 'Offline', '{n} waiting', 'All sent' for a few
 * seconds after the queue empties — that opens the Sync panel. Idle and online it says 'Online' on
 * phones too (a bare green dot was a mystery); short enough for a 360 px header.
 */
export function NetworkIndicator() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const { items, pendingCount } = useOutbox();
  const failedCount = items.length - pendingCount;
  const allSent = useAllSent(pendingCount, failedCount) && online;
  const [open, setOpen] = useState(false);
  const [SyncPanel, setSyncPanel] = useState<typeof Panel | null>(null);
  const openPanel = () => {
    setOpen(true);
    if (SyncPanel) return;
    loadSyncPanel().then(
      (loaded) => setSyncPanel(() => loaded),
      () => {
        setOpen(false);
        toast({ title: t('sync.networkError'), variant: 'destructive' });
      },
    );
  };
  const state = online ? t('indicator.online') : t('indicator.offline');
  const label = 'text-xs font-semibold whitespace-nowrap sm:text-sm';

  return (
    <>
      <button
        type="button"
        className={`btn btn-sm gap-1.5 px-1.5 sm:px-2 ${online ? 'btn-ghost' : 'btn-warning'}`}
        data-testid="network-indicator"
        data-online={online}
        aria-label={t('indicator.label', { state, count: pendingCount })}
        aria-haspopup="dialog"
        onClick={openPanel}
      >
        {/* Idle and online on a phone the word says it: the dot's room goes to the greeting. */}
        <span
          aria-hidden="true"
          className={`h-2.5 w-2.5 shrink-0 rounded-full ${online ? 'bg-success' : 'bg-base-content'} ${online && pendingCount === 0 && !allSent ? 'max-sm:hidden' : ''}`}
        />
        {!online && <span className={label}>{state}</span>}
        {online && pendingCount === 0 && !allSent && (
          <span className={label} data-testid="network-online">
            {state}
          </span>
        )}
        {pendingCount > 0 && (
          <span className={`badge badge-sm badge-accent ${label}`} data-testid="outbox-count">
            {t('indicator.waiting', { count: pendingCount })}
          </span>
        )}
        {allSent && (
          <span className={label} data-testid="outbox-sent">
            {t('indicator.allSent')}
          </span>
        )}
      </button>
      {SyncPanel && <SyncPanel open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
