import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesApi } from '@shared/api/messages';
import { LoadFailed } from '@/components/admin/load-failed';
import { StaleNote } from '@/components/admin/stale-note';
import { useAdminQuery } from '@/lib/admin-query';
import { CARD_PAGE } from '../kind-label';
import { SentMessageItem } from './sent-message-item';

export type SentFilter = 'all' | 'failed';

/**
 * One page of the list (items of the card's list): its rows, then 'Show more', which puts the
 * next page in its place. Each page is its own read, kept on the device like every admin read.
 */
export function SentPage({ filter, cursor, onResent }: { filter: SentFilter; cursor?: string; onResent: () => void }) {
  const { t } = useTranslation('messages-sent');
  const query = useAdminQuery(messagesApi.sent, { query: { status: filter === 'failed' ? 'failed' : undefined, cursor, limit: CARD_PAGE } });
  const [more, setMore] = useState(false);
  const data = query.data;

  if (!data)
    return (
      <li className="flex flex-wrap items-center gap-3 p-1">
        {query.isLoading ? <p role="status">{t('loading', { ns: 'admin' })}</p> : <LoadFailed query={query} />}
      </li>
    );
  return (
    <>
      {cursor === undefined && query.stale && (
        <li>
          <StaleNote loadedAt={query.loadedAt} stale={query.stale} />
        </li>
      )}
      {cursor === undefined && data.messages.length === 0 && <li className="p-1 opacity-70">{t(filter === 'failed' ? 'emptyFailed' : 'empty')}</li>}
      {data.messages.map((m) => (
        <SentMessageItem key={`${m.source}-${m.id}`} message={m} onResent={onResent} />
      ))}
      {data.nextCursor &&
        (more ? (
          <SentPage filter={filter} cursor={data.nextCursor} onResent={onResent} />
        ) : (
          <li className="flex justify-center">
            <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={() => setMore(true)}>
              {t('more')}
            </button>
          </li>
        ))}
    </>
  );
}
