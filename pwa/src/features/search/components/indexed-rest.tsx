import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineListRestProps } from '@/components/ui/offline-list-rest';
import { useSearchIndex } from '../search-index.store';
import { indexItems } from '../search-index';
import { SearchResultCard } from './search-result-card';
import '../search.i18n';

/** At most this many entries under a list (the page never holds more than a few hundred cards). */
export const INDEXED_REST_MAX = 100;

/**
 * Offline, under a list the server has more of (issue 27 §3): the entries of the phone's search
 * index of that kind that the page does not show, newest first, each a title and a line linking to
 * its page, as search shows them. Nothing while the index is read or when it holds no more.
 */
export default function IndexedRest({ kind, shown }: OfflineListRestProps) {
  const { t, i18n } = useTranslation('search');
  const entries = useSearchIndex();
  const items = useMemo(() => {
    if (!entries) return [];
    const held = new Set(shown.map((id) => `${kind}-${id}`));
    const ofKind = entries.filter((e) => e.type === kind).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    return indexItems(ofKind, held, i18n.language).slice(0, INDEXED_REST_MAX);
  }, [entries, kind, shown, i18n.language]);
  if (!items.length) return null;
  return (
    <section className="mt-8 text-left" aria-labelledby="offline-rest-title" data-testid="offline-rest">
      <h2 id="offline-rest-title" className="text-xl font-bold">
        {t('offlineRest.title')}
      </h2>
      <p className="mt-1 text-sm opacity-80">{t('offlineRest.note')}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <SearchResultCard result={{ item, score: 0 }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
