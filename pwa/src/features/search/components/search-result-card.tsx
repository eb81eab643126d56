import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../search-filter';
import { isBestMatch } from '../search-scoring';
import '../search.i18n';

/** Where each kind's category is named (a gallery category shows as the admin typed it). */
// Gallery photos use the projects' categories (environment, education, ...); one typed otherwise shows as typed.
const CATEGORY_KEY: Partial<Record<SearchResult['item']['type'], string>> = {
  event: 'events:category',
  project: 'projects:category',
  news: 'news:categoryName',
  gallery: 'projects:category',
};

/** One result: its type, 'Best Match' above 80, the linked title and a short description. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { t } = useTranslation('search');
  const { item, score } = result;
  const titleId = useId();
  return (
    <article className="card bg-base-100 shadow-sm" data-testid="search-result" data-score={score} aria-labelledby={titleId}>
      <div className="card-body gap-2">
        <div className="flex flex-wrap gap-2">
          <span className="badge badge-neutral">{t(`itemType.${item.type}`)}</span>
          {item.category && (
            <span className="badge badge-outline">
              {CATEGORY_KEY[item.type] ? t(`${CATEGORY_KEY[item.type]}.${item.category}`, { defaultValue: item.category }) : item.category}
            </span>
          )}
          {isBestMatch(score) && <span className="badge badge-accent">{t('bestMatch')}</span>}
        </div>
        <h3 id={titleId} className="card-title text-lg">
          <Link to={item.link} className="link link-hover">
            {item.title}
          </Link>
        </h3>
        {item.description && <p className="line-clamp-3 opacity-80">{item.description}</p>}
      </div>
    </article>
  );
}
