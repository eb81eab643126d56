import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, localDigits } from '@/lib/i18n';
import { serverMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { fetchConflicts, type CheckinConflict } from '../api/fetch-conflicts';

/** For admins: tickets scanned more than once (any device), read online. */
export function ConflictsList({ eventId }: { eventId: number }) {
  const { t } = useTranslation('check-in');
  const online = useOnline();
  const [state, setState] = useState<{ conflicts: CheckinConflict[] | null; error: string | null }>({ conflicts: null, error: null });
  const load = useCallback(() => {
    fetchConflicts(eventId).then(
      (conflicts) => setState({ conflicts, error: null }),
      (err: unknown) => setState({ conflicts: null, error: serverMessage(err, t('conflicts.failed')) }),
    );
  }, [eventId, t]);
  useEffect(() => {
    if (online) load();
  }, [online, load]);

  return (
    <section aria-labelledby="checkin-conflicts" className="flex flex-col gap-2" data-testid="checkin-conflicts">
      <div className="flex items-center gap-2">
        <h2 id="checkin-conflicts" className="flex-1 text-lg font-semibold">
          {t('conflicts.heading')}
        </h2>
        <button type="button" className="btn btn-sm btn-outline" onClick={load} disabled={!online}>
          {t('conflicts.reload')}
        </button>
      </div>
      {!online ? (
        <p className="opacity-80">{t('event.needsConnection')}</p>
      ) : state.error ? (
        <p role="alert" className="text-error">
          {state.error}
        </p>
      ) : !state.conflicts ? (
        <p role="status">{t('loading')}</p>
      ) : state.conflicts.length === 0 ? (
        <p className="opacity-80">{t('conflicts.none')}</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {state.conflicts.map((c) => (
            <li key={c.ticketCode} className="py-2" data-testid="checkin-conflict">
              <p className="font-medium">{c.name}</p>
              <ul className="text-sm opacity-80">
                {c.scans.map((s, i) => (
                  <li key={i}>
                    {t('conflicts.scan', {
                      time: formatDate(s.scannedAt, 'PPpp'),
                      device: localDigits(s.deviceId.slice(0, 8)),
                      who: s.volunteerName ?? (s.volunteerId != null ? t('conflicts.volunteer', { n: s.volunteerId }) : ''),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
