import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentMessage } from '@shared/schemas/messages';
import { OnlineButton } from '@/components/admin/online-button';
import { formatDate } from '@/lib/i18n';
import { kindLabel, recipientLabel, STATUS_BADGE } from '../kind-label';
import { resendMessage } from '../resend';

/** When it matters: sent (when), still to go (when due), else made. */
function When({ m }: { m: SentMessage }) {
  const { t } = useTranslation('messages-sent');
  const at = (iso: string) => formatDate(iso, t('dateTimeFormat'));
  if (m.sentAt) return <time dateTime={m.sentAt}>{t('sentAt', { time: at(m.sentAt) })}</time>;
  if (m.status === 'pending') return <time dateTime={m.dueAt}>{t('dueAt', { time: at(m.dueAt) })}</time>;
  return <time dateTime={m.createdAt}>{t('created', { time: at(m.createdAt) })}</time>;
}

/** One message as a small card: kind and status, recipient, subject, channel and time; a failed one its error and Resend. */
export function SentMessageItem({ message: m, onResent }: { message: SentMessage; onResent: () => void }) {
  const { t } = useTranslation('messages-sent');
  const [busy, setBusy] = useState(false);
  const kind = kindLabel(t, m);
  const recipient = recipientLabel(m);
  const resend = () => {
    setBusy(true);
    void resendMessage(m)
      .then((ok) => ok && onResent())
      .finally(() => setBusy(false));
  };

  return (
    <li className="grid gap-1 rounded-box border border-base-300 p-3" data-testid="sent-message" data-status={m.status}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 font-semibold break-words">{kind}</span>
        <span className={`badge badge-sm ${STATUS_BADGE[m.status]}`}>{t(`status.${m.status}`)}</span>
      </div>
      <p className="text-sm break-all">{recipient}</p>
      <p className="text-sm break-words opacity-80">{m.subject}</p>
      <p className="flex flex-wrap gap-x-2 text-xs opacity-70">
        {m.channel && <span>{t(`channel.${m.channel}`)}</span>}
        <When m={m} />
      </p>
      {m.status === 'failed' && (
        <>
          <p className="text-sm break-words text-error" data-testid="sent-message-error">
            {m.error}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs opacity-70">{t('attempts', { count: m.attempts })}</span>
            <OnlineButton className="btn btn-sm btn-outline min-h-11" disabled={busy} aria-label={t('resendLabel', { kind, recipient })} onClick={resend}>
              {t('resend')}
            </OnlineButton>
          </div>
        </>
      )}
    </li>
  );
}
