import '../push.i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { useOnline } from '@/lib/use-online';
import { usePush, type PushStatus } from '../use-push';

/** The explanation each state needs: why there is no button, or why the last tap did not turn it on. */
const NOTES: Partial<Record<PushStatus, { key: string; tone: string }>> = {
  unsupported: { key: 'unsupported', tone: 'alert-info' },
  blocked: { key: 'blocked', tone: 'alert-warning' },
  dismissed: { key: 'dismissed', tone: 'alert-warning' },
  failed: { key: 'failed', tone: 'alert-error' },
};

/**
 * 'Notify me on this phone' (issue 26): asks the browser only after the tap; says when the browser
 * blocks notifications or has no push (e-mail still works); when on, 'On for this phone' and Turn off.
 * `compact`: the admin header's one line, without the heading and the help.
 */
export function PushSetting({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('push');
  const { user } = useAuth();
  const online = useOnline();
  const helpId = useId();
  const { status, busy, turnOn, turnOff } = usePush(user?.id);
  if (!user) return null;
  const note = NOTES[status];
  const canTurnOn = status === 'off' || status === 'dismissed' || status === 'failed';

  return (
    <div className={compact ? 'flex flex-wrap items-center gap-2' : 'grid gap-2'} data-testid="push-setting">
      {!compact && (
        <>
          <h3 className="font-semibold">{t('title')}</h3>
          <p id={helpId} className="text-sm opacity-80">
            {t('help')}
          </p>
        </>
      )}
      {status === 'on' && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-success min-h-8" role="status" data-testid="push-on">
            {t('on')}
          </span>
          <button type="button" className="btn btn-ghost btn-sm min-h-11" disabled={busy} onClick={() => void turnOff()}>
            {t('turnOff')}
          </button>
        </div>
      )}
      {(canTurnOn || status === 'checking') && (
        <button
          type="button"
          className={`btn btn-outline min-h-11 justify-self-start ${compact ? 'btn-sm' : ''}`}
          disabled={busy || status === 'checking' || !online}
          aria-describedby={compact ? undefined : helpId}
          onClick={() => void turnOn()}
        >
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {busy ? t('turningOn') : t('turnOn')}
        </button>
      )}
      {canTurnOn && !online && <p className="text-sm opacity-70">{t('needsConnection')}</p>}
      {note && (
        <p className={`alert ${note.tone} text-sm`} role="status" data-testid="push-note">
          {t(note.key)}
        </p>
      )}
    </div>
  );
}
