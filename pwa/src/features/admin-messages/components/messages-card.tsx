import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '@/components/admin/admin-section';
import { useAdminQuery } from '@/lib/admin-query';
import { hrefOf } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { contactApi } from '@shared/api/contact';
import { exportsApi } from '@shared/api/exports';
import { INBOX_PREVIEW, newestFirst, unreadCount } from '../inbox';
import { MessageItem } from './message-item';

/** Export CSV: a download link (the server sends the file), disabled offline. */
function ExportLink() {
  const { t } = useTranslation('messages');
  const online = useOnline();
  const cls = 'btn btn-outline btn-sm min-h-11';
  if (!online)
    return (
      <span className={`${cls} btn-disabled`} aria-disabled="true" title={t('offline.needsConnection', { ns: 'admin' })}>
        {t('exportCsv')}
      </span>
    );
  return (
    <a className={cls} href={hrefOf(exportsApi.contactMessages)} download title={t('exportLabel')}>
      {t('exportCsv')}
    </a>
  );
}

/** The contact messages inbox on the Overview: newest first, unread marked and counted in the title. */
export function MessagesCard() {
  const { t } = useTranslation('messages');
  const query = useAdminQuery(contactApi.inbox);
  const [all, setAll] = useState(false);
  const unread = query.data ? unreadCount(query.data.messages) : 0;
  const title = (
    <span className="flex flex-1 flex-wrap items-center gap-2">
      <span>{t('title')}</span>
      {unread > 0 && (
        <span className="badge badge-primary" data-testid="messages-unread">
          {t('unread', { count: unread })}
        </span>
      )}
    </span>
  );

  return (
    <div className="lg:col-span-2">
      <AdminSection query={query} title={title} testId="contact-messages">
        {({ messages }) => {
          const list = newestFirst(messages);
          const shown = all ? list : list.slice(0, INBOX_PREVIEW);
          return (
            <div className="grid gap-3">
              <div className="flex justify-end">
                <ExportLink />
              </div>
              {list.length === 0 ? (
                <p className="opacity-70">{t('empty')}</p>
              ) : (
                <ul className="grid">
                  {shown.map((m) => (
                    <MessageItem key={m.id} message={m} />
                  ))}
                </ul>
              )}
              {list.length > INBOX_PREVIEW && (
                <button type="button" className="btn btn-ghost btn-sm min-h-11 justify-self-center" onClick={() => setAll((a) => !a)}>
                  {all ? t('showFewer') : t('showAll', { count: list.length })}
                </button>
              )}
            </div>
          );
        }}
      </AdminSection>
    </div>
  );
}
