import { useTranslation } from 'react-i18next';
import type { ScanRow } from '@/lib/db';
import { formatDate } from '@/lib/i18n';
import { messageText } from '@/lib/message-text';

const BADGE: Record<ScanRow['state'], string> = { queued: 'badge-ghost', checked_in: 'badge-success', duplicate: 'badge-warning', refused: 'badge-error' };
const SHOWN = 15;

/** The latest check-ins of this device, each with what the server said, and Undo last. */
export function ScanList({ scans, onUndo, canUndo }: { scans: ScanRow[]; onUndo: () => void; canUndo: boolean }) {
  const { t } = useTranslation('check-in');
  const when = (iso: string | null | undefined) => (iso ? formatDate(iso, 'p') : '');
  return (
    <section aria-labelledby="checkin-scans" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h2 id="checkin-scans" className="flex-1 text-lg font-semibold">
          {t('scans.heading')}
        </h2>
        <button type="button" className="btn btn-sm btn-outline" onClick={onUndo} disabled={!canUndo} data-testid="checkin-undo">
          {t('scans.undo')}
        </button>
      </div>
      {scans.length === 0 ? (
        <p className="opacity-80">{t('scans.empty')}</p>
      ) : (
        <ul className="divide-y divide-base-300" data-testid="checkin-scans">
          {scans.slice(0, SHOWN).map((s) => (
            <li key={s.nonce} className="flex flex-wrap items-center gap-x-2 py-2" data-state={s.state}>
              <span className="font-medium">{s.name}</span>
              <span className="text-sm opacity-70">{when(s.scannedAt)}</span>
              <span className={`badge ${BADGE[s.state]} ml-auto h-auto`}>
                {t(`scans.states.${s.state}`, { time: when(s.winner?.checkedInAt), message: s.message ? messageText(s.message) : '' })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
