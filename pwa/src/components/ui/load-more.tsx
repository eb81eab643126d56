import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_SIZE } from '@shared/list-order';
import { SHOWN_PARAM } from '@shared/list-shown';
import type { MirroredList } from '@/lib/mirror';
import { useOnline } from '@/lib/use-online';
import { OfflineListRest, type ListKind } from './offline-list-rest';

/**
 * 'Load more' below a list read in pages, while the server has more of the part (lib/mirror-parts.ts):
 * a real button (keyboard, screen readers) in a plain form that works without JavaScript too, busy while the next page comes, and a line saying why
 * nothing came (offline, or the server failed). Once the page shows as many cards as it ever does
 * (CARD_CAP), a line pointing to search (`search`: that kind's search) takes its place; offline, a
 * line saying these are the ones kept on this phone, with search beside it, and under it what the
 * phone's search index holds of `kind` beyond the cards (issue 27 §3: components/ui/offline-list-rest.tsx).
 */
export function LoadMore({
  list,
  kind,
  part = 'all',
  search = '/search',
}: {
  list: Pick<MirroredList<{ id: number }>, 'items' | 'more' | 'loadMore' | 'loadingMore' | 'capped'>;
  kind: ListKind;
  part?: string;
  search?: string;
}) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<'offline' | 'failed' | null>(null);
  const online = useOnline();
  // The cards' ids, made again only when the cards change (the rest under an offline list filters the index by them).
  const shown = useMemo(() => list.items.map((item) => item.id), [list.items]);
  const note = (testId: string, text: string, link: string) => (
    <p className="mt-8 text-center" data-testid={testId}>
      {text}{' '}
      <Link to={search} className="link link-primary">
        {link}
      </Link>
    </p>
  );
  if (list.capped) return note('load-more-capped', t('paging.capped'), t('paging.search'));
  if (!list.more[part]) return null;
  if (!online)
    return (
      <>
        {note('load-more-offline', t('paging.offlineHere'), t('paging.offlineSearch'))}
        <OfflineListRest kind={kind} shown={shown} />
      </>
    );
  const busy = list.loadingMore === part;
  const load = async () => {
    setProblem(null);
    const result = await list.loadMore(part);
    setProblem(result === 'offline' ? 'offline' : result === 'error' ? 'failed' : null);
  };
  // A plain form: without JavaScript (or before the app has taken a server-rendered page over) it
  // asks the server for the page again with the next page's rows too (`?shown=`, page-data.ts).
  return (
    <form
      method="get"
      className="mt-8 flex flex-col items-center gap-2"
      data-testid="load-more"
      onSubmit={(e) => {
        e.preventDefault();
        void load();
      }}
    >
      <input type="hidden" name={SHOWN_PARAM} value={list.items.length + PAGE_SIZE} />
      <button type="submit" className="btn btn-outline min-h-12 min-w-40" disabled={busy} aria-busy={busy} data-without-app>
        {busy ? t('paging.loadingMore') : t('paging.loadMore')}
      </button>
      {problem && (
        <p role="alert" className="max-w-sm text-center text-sm">
          {t(`paging.${problem}`)}
        </p>
      )}
    </form>
  );
}
