import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationPermission, notificationsOn, turnNotificationsOff, turnNotificationsOn } from '../preferences';

type Note = 'blocked' | 'dismissed' | 'unsupported' | null;

/** Notifications on this device: turning it on asks the browser; a refusal is explained, not ignored. */
export function NotificationsSetting() {
  const { t } = useTranslation('member-dashboard');
  const helpId = useId();
  const [on, setOn] = useState(notificationsOn);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(() => {
    const p = notificationPermission();
    return p === 'unsupported' ? 'unsupported' : p === 'denied' ? 'blocked' : null;
  });

  const toggle = async () => {
    if (on) {
      turnNotificationsOff();
      setOn(false);
      return;
    }
    setBusy(true);
    try {
      const answer = await turnNotificationsOn();
      setOn(answer === 'on');
      setNote(answer === 'on' ? null : answer);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span className="font-semibold">{t('settings.notifications')}</span>
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-primary"
          checked={on}
          disabled={busy || note === 'unsupported'}
          aria-describedby={helpId}
          onChange={() => void toggle()}
        />
      </label>
      <p id={helpId} className="text-sm opacity-80">
        {t('settings.notificationsHelp')}
      </p>
      {note && (
        <p className="alert alert-warning text-sm" role="status" data-testid="member-notifications-note">
          {t(`settings.${note}`)}
        </p>
      )}
    </div>
  );
}
