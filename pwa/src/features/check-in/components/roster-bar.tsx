import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/i18n';
import type { RosterRow } from '@/lib/db';
import { useOnline } from '@/lib/use-online';

interface RosterBarProps {
  roster: RosterRow | null;
  busy: boolean;
  error: string | null;
  onDownload: () => void;
  count: { checkedIn: number; expected: number } | null;
}

/** When the roster was downloaded, Download/Refresh, and the live count. */
export function RosterBar({ roster, busy, error, onDownload, count }: RosterBarProps) {
  const { t } = useTranslation('check-in');
  const online = useOnline();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {count && (
        <p className="text-3xl font-bold tabular-nums" aria-live="polite" aria-label={t('countLabel')} data-testid="checkin-count">
          {t('count', count)}
        </p>
      )}
      <p className="text-sm opacity-80" data-testid="checkin-downloaded">
        {roster ? t('event.downloaded', { time: formatDate(roster.downloadedAt, 'PPp') }) : t('event.notDownloaded')}
      </p>
      <button
        type="button"
        className="btn btn-sm btn-outline ml-auto"
        onClick={onDownload}
        disabled={busy || !online}
        title={online ? undefined : t('event.needsConnection')}
        data-testid="checkin-download"
      >
        {busy ? t('event.downloading') : roster ? t('event.refresh') : t('event.download')}
      </button>
      {!online && <p className="basis-full text-sm opacity-80">{t('event.needsConnection')}</p>}
      {error && (
        <p role="alert" className="basis-full text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
