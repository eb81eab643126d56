import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@shared/schemas/contact-inbox';
import { OnlineButton } from '@/components/admin/online-button';
import { formatDate } from '@/lib/i18n';
import { replyHref } from '../inbox';
import { deleteMessage, markMessage } from '../message-actions';

/** One message: a line to open (unread ones bold with 'New'), then all of it, Mark as read / unread, Reply, Delete. */
export function MessageItem({ message: m }: { message: InboxMessage }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const bodyId = useId();
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const btn = 'btn btn-sm min-h-11';

  return (
    <li className="border-b border-base-200 last:border-0" data-testid="contact-message" data-read={m.read ? 'true' : 'false'}>
      <button
        type="button"
        className="grid min-h-11 w-full gap-0.5 rounded-box px-1 py-2 text-left hover:bg-base-200 focus-visible:outline-2"
        aria-expanded={open}
        aria-controls={bodyId}
        title={open ? t('close') : t('open')}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex items-center gap-2">
          <span className={`min-w-0 flex-1 truncate ${m.read ? '' : 'font-bold'}`}>{m.name}</span>
          {!m.read && <span className="badge badge-sm badge-primary">{t('new')}</span>}
          <span className="shrink-0 text-xs opacity-70">{formatDate(m.createdAt, t('inboxDateFormat'))}</span>
        </span>
        <span className={`truncate text-sm ${m.read ? '' : 'font-semibold'}`}>{m.subject}</span>
        {!open && <span className="truncate text-sm opacity-70">{m.message}</span>}
      </button>
      <div id={bodyId} hidden={!open} className="grid gap-3 px-1 pb-3">
        <p className="text-sm break-all opacity-80">
          {t('from', { name: m.name })} ·{' '}
          <a className="link" href={`mailto:${m.email}`}>
            {m.email}
          </a>{' '}
          · {formatDate(m.createdAt, t('inboxDateTimeFormat'))}
        </p>
        <p className="break-words whitespace-pre-line" data-testid="contact-message-body">
          {m.message}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <OnlineButton className={`${btn} btn-outline`} disabled={busy} onClick={() => run(() => markMessage(m.id, !m.read))}>
            {m.read ? t('markUnread') : t('markRead')}
          </OnlineButton>
          <a className={`${btn} btn-primary`} href={replyHref(m, (subject) => t('replySubject', { subject }))} aria-label={t('replyTo', { name: m.name })}>
            {t('reply')}
          </a>
          <OnlineButton
            className={`${btn} btn-ghost text-error`}
            disabled={busy}
            aria-label={t('deleteItem', { name: m.name })}
            onClick={() => run(() => deleteMessage(m))}
          >
            {t('delete')}
          </OnlineButton>
        </div>
      </div>
    </li>
  );
}
