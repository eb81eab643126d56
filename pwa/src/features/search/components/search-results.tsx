import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../search-filter';
import { SearchResultCard } from './search-result-card';
import '../search.i18n';

/**
 * The shown results and 'Show more results'. Memoised: typing re-renders the page (the box)
 * on every keystroke, and the cards only when the search that runs after the pause changes them.
 */
export const SearchResults = memo(function SearchResults({ results, limit, onMore }: { results: SearchResult[]; limit: number; onMore: () => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-results`}>
      <h2 id={`${id}-results`} className="sr-only">
        {t('resultsHeading')}
      </h2>
      <ul className="grid gap-4">
        {results.slice(0, limit).map((r) => (
          <li key={`${r.item.type}-${r.item.id}`}>
            <SearchResultCard result={r} />
          </li>
        ))}
      </ul>
      {results.length > limit && (
        <div className="mt-8 flex justify-center">
          <button type="button" className="btn btn-outline min-h-12" onClick={onMore}>
            {t('showMore')}
          </button>
        </div>
      )}
    </section>
  );
});
