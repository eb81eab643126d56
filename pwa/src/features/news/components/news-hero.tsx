import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsFilter } from '../news-text';

interface NewsHeroProps {
  filter: NewsFilter;
  categories: string[];
  onChange: (filter: NewsFilter) => void;
}

/** The heading, the article search box and the category chips (All plus each category). */
export function NewsHero({ filter, categories, onChange }: NewsHeroProps) {
  const { t } = useTranslation('news');
  const id = useId();
  const chip = (label: string, value: string | null) => {
    const active = filter.category === value;
    return (
      <li key={value ?? ''}>
        <button
          type="button"
          aria-pressed={active}
          className={`btn btn-sm rounded-full ${active ? 'btn-accent' : 'btn-outline bg-base-100'}`}
          onClick={() => onChange({ ...filter, category: value })}
        >
          {label}
        </button>
      </li>
    );
  };
  return (
    <header className="bg-primary px-4 py-12 text-primary-content [&_:focus-visible]:outline-primary-content">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl font-bold md:text-4xl">{t('list.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl">{t('list.subtitle')}</p>
        <div role="search" className="mx-auto mt-6 max-w-xl">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('list.searchLabel')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={filter.search}
            placeholder={t('list.searchPlaceholder')}
            onChange={(e) => onChange({ ...filter, search: e.target.value })}
            className="input w-full text-base-content"
          />
        </div>
        {/* One row that scrolls sideways on a phone: the chips come with the articles, and a row
            that wrapped as they arrived would push the whole page down. */}
        <ul
          aria-label={t('list.categories')}
          className="-mx-4 mt-6 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:justify-center md:overflow-visible md:px-0 [&>li]:shrink-0"
        >
          {chip(t('list.all'), null)}
          {categories.map((c) => chip(t(`categoryName.${c}`, { defaultValue: c }), c))}
        </ul>
      </div>
    </header>
  );
}
