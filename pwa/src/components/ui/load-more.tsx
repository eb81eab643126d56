import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefreshResult } from '@/lib/mirror';

/**
 * 'Load more' below a list read in pages: a real button (keyboard, screen readers), busy while the
 * next page comes, and a line saying why nothing came (offline, or the server failed).
 */
export function LoadMore({ onLoad, busy }: { onLoad: () => Promise<RefreshResult>; busy: boolean }) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<'offline' | 'failed' | null>(null);
  const load = async () => {
    setProblem(null);
    const result = await onLoad();
    setProblem(result === 'offline' ? 'offline' : result === 'error' ? 'failed' : null);
  };
  return (
    <div className="mt-8 flex flex-col items-center gap-2" data-testid="load-more">
      <button type="button" className="btn btn-outline min-h-12 min-w-40" onClick={() => void load()} disabled={busy} aria-busy={busy}>
        {busy ? t('paging.loadingMore') : t('paging.loadMore')}
      </button>
      {problem && (
        <p role="alert" className="text-sm">
          {t(`paging.${problem}`)}
        </p>
      )}
    </div>
  );
}
