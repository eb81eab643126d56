import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MirroredList } from '@/lib/mirror';

/**
 * 'Load more' below a list read in pages, while the server has more of the part (lib/mirror-parts.ts):
 * a real button (keyboard, screen readers), busy while the next page comes, and a line saying why
 * nothing came (offline, or the server failed).
 */
export function LoadMore({ list, part = 'all' }: { list: Pick<MirroredList<unknown>, 'more' | 'loadMore' | 'loadingMore'>; part?: string }) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<'offline' | 'failed' | null>(null);
  if (!list.more[part]) return null;
  const busy = list.loadingMore === part;
  const load = async () => {
    setProblem(null);
    const result = await list.loadMore(part);
    setProblem(result === 'offline' ? 'offline' : result === 'error' ? 'failed' : null);
  };
  return (
    <div className="mt-8 flex flex-col items-center gap-2" data-testid="load-more">
      <button type="button" className="btn btn-outline min-h-12 min-w-40" onClick={() => void load()} disabled={busy} aria-busy={busy}>
        {busy ? t('paging.loadingMore') : t('paging.loadMore')}
      </button>
      {problem && (
        <p role="alert" className="max-w-sm text-center text-sm">
          {t(`paging.${problem}`)}
        </p>
      )}
    </div>
  );
}
