import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
import { PageHeader } from '@/components/ui/page-header';
import { formatNumber } from '@/lib/i18n';
import { hasActiveFilters, NO_FILTERS, runSearch, type SearchFilters as Filters } from '../search-filter';
import { useSearchItems } from '../search.store';
import { useSearchState } from '../use-search-state';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';
import '../search.i18n';

/**
 * /search: searches the local mirror of projects, news, events, gallery and members (so it works
 * offline), 300 ms after the last keystroke. With no text and no filter it invites a search.
 * The text and filters live in the URL (replaced, not one history entry per keystroke; the text
 * once typing pauses, so a keystroke re-renders only the box), so Back from a result returns to
 * the same search. On a phone the filters fold
 * away behind one button, so the count and the first results sit right under the box.
 */
/** Results shown at first, and added by each press of 'Show more results': some five screens of a phone, quick to draw at its CPU. */
const RESULTS_SHOWN = 20;

export function SearchPage() {
  const { t } = useTranslation('search');
  const id = useId();
  const { query, searched, filters, setQuery, update } = useSearchState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const setFilters = (f: Filters) => update(query, f);
  const { items, neverLoaded } = useSearchItems(searched);

  const searching = searched.trim() !== '' || hasActiveFilters(filters);
  const results = useMemo(() => (searching ? runSearch(items, searched, filters) : []), [searching, items, searched, filters]);
  const clear = () => update('', NO_FILTERS);
  // The best results first, a page at a time: a word found in thousands of items never puts thousands of cards on a phone.
  const searchKey = JSON.stringify([searched, filters]);
  const [shown, setShown] = useState({ key: searchKey, count: RESULTS_SHOWN });
  const limit = shown.key === searchKey ? shown.count : RESULTS_SHOWN;
  const showMore = useCallback(() => setShown({ key: searchKey, count: limit + RESULTS_SHOWN }), [searchKey, limit]);
  const empty = (title: string, text: string) => (
    <div className="py-16 text-center" data-testid="search-empty">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="mt-2 opacity-80">{text}</p>
    </div>
  );

  return (
    <section className="mx-auto max-w-5xl px-4 py-10" data-testid="search-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form role="search" className="card mb-8 bg-base-100 shadow-sm" onSubmit={(e) => e.preventDefault()}>
        <div className="card-body gap-4">
          <div className="grid gap-1">
            <label htmlFor={`${id}-q`} className="text-sm font-medium">
              {t('label')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              className="input w-full"
              value={query}
              placeholder={t('placeholder')}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline min-h-11 self-start sm:hidden"
            aria-expanded={filtersOpen || hasActiveFilters(filters)}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('filtersToggle')}
          </button>
          <div id={`${id}-filters`} className={filtersOpen || hasActiveFilters(filters) ? '' : 'hidden sm:block'}>
            <SearchFilters filters={filters} onChange={setFilters} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="badge badge-primary" role="status" data-testid="result-count">
              {t('results', { count: results.length, formatted: formatNumber(results.length) })}
            </span>
            {(query !== '' || hasActiveFilters(filters)) && (
              <button type="button" className="btn btn-sm btn-ghost" onClick={clear}>
                {t('clear')}
              </button>
            )}
          </div>
        </div>
      </form>
      {!searching ? (
        empty(t('startTitle'), t('startText'))
      ) : results.length === 0 && neverLoaded ? (
        <NotOnPhoneYet text={t('notOnPhone')} testId="search-not-on-phone" />
      ) : results.length === 0 ? (
        empty(t('noResultsTitle'), t('noResultsText'))
      ) : (
        <SearchResults results={results} limit={limit} onMore={showMore} />
      )}
    </section>
  );
}
