import '../notification-preferences.i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationChannel } from '@shared/schemas/notification-preferences';
import type { NotificationKind } from '@shared/schemas/notifications';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useOnline } from '@/lib/use-online';
import { chooseChannel, useNotificationPreferences } from '../notification-preferences.store';
import { ChannelChoice } from './channel-choice';

/**
 * What the signed-in person is told and how (issue 26): every kind their role gets, each with
 * Phone / E-mail / Off. A choice applies at once and is saved through the outbox (offline it is
 * kept on the phone and sent later). Member Settings, the participant dashboard and the admin header show it.
 */
export function NotificationPreferences() {
  const { t } = useTranslation('notification-preferences');
  const { user } = useAuth();
  const online = useOnline();
  const titleId = useId();
  const helpId = useId();
  const { choices, outcome, reload } = useNotificationPreferences(user?.id);
  if (!user) return null;

  const choose = async (kind: NotificationKind, channel: NotificationChannel) => {
    try {
      const state = await chooseChannel(user.id, kind, channel);
      toast({ title: state === 'queued' ? t('queued') : t('saved') });
    } catch (err) {
      toast({ title: t('failed'), description: serverMessage(err, t('tryAgain')), variant: 'destructive' });
    }
  };

  return (
    <section className="grid gap-2" aria-labelledby={titleId} data-testid="notification-preferences">
      <h3 id={titleId} className="font-semibold">
        {t('title')}
      </h3>
      <p id={helpId} className="text-sm opacity-80">
        {t('help')}
      </p>
      {choices ? (
        <div className="grid gap-3">
          {choices.map(({ kind, channel }) => (
            <ChannelChoice key={kind} kind={kind} channel={channel} describedBy={helpId} onChoose={(next) => void choose(kind, next)} />
          ))}
        </div>
      ) : outcome === 'error' ? (
        <div className="flex flex-wrap items-center gap-2" role="alert">
          <span className="text-sm">{t('loadFailed')}</span>
          <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={reload}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p className="text-sm opacity-70" role="status">
          {online && outcome !== 'offline' ? t('loading') : t('needsConnection')}
        </p>
      )}
    </section>
  );
}
