import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';
import { LoadMore } from '@/components/ui/load-more';
import { useNewsFilterOnServer, useNewsList } from '../news.store';
import { categoriesOf, filterArticles, isNewsFilterActive, NO_NEWS_FILTER, type NewsFilter } from '../news-text';
import { FeaturedStory } from './featured-story';
import { NewsEmpty } from './news-empty';
import { NewsHero } from './news-hero';
import { StoryCard } from './story-card';

/** /news: search and category chips, the Featured Story and More Stories, from the local mirror. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const list = useNewsList();
  const { items, isLoading, error } = list;
  const online = useOnline();
  const [filter, setFilter] = useState<NewsFilter>(NO_NEWS_FILTER);
  // A filter looks through every article on the device, and online asks the server for the rest.
  const filtering = isNewsFilterActive(filter);
  useNewsFilterOnServer(filter);
  const categories = useMemo(() => categoriesOf(list.everything), [list.everything]);
  const shown = useMemo(() => filterArticles(filtering ? list.everything : items, filter), [filtering, list.everything, items, filter]);
  const [featured, ...more] = shown;

  return (
    <div data-testid="news-page">
      <NewsHero filter={filter} categories={categories} onChange={setFilter} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {isLoading ? (
          <p role="status" className="py-12 text-center opacity-80">
            {t('list.loading')}
          </p>
        ) : error && !online ? (
          <p role="status" className="py-16 text-center text-xl font-semibold" data-testid="news-not-on-phone" data-not-on-phone>
            {t('list.notOnPhone')}
          </p>
        ) : error ? (
          <div role="alert" className="py-16 text-center" data-testid="news-error">
            <h2 className="text-2xl font-semibold">{t('list.errorTitle')}</h2>
            <p className="mt-2 opacity-80">{t('list.errorText')}</p>
          </div>
        ) : !featured ? (
          <NewsEmpty filtered={isNewsFilterActive(filter)} onClear={() => setFilter(NO_NEWS_FILTER)} />
        ) : (
          <>
            <FeaturedStory article={featured} />
            {more.length > 0 && (
              <section aria-labelledby="more-stories">
                <h2 id="more-stories" className="mb-4 text-2xl font-bold">
                  {t('list.moreStories')}
                </h2>
                <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {more.map((a) => (
                    <StoryCard key={a.id} article={a} />
                  ))}
                </div>
              </section>
            )}
            {!filtering && <LoadMore list={list} kind="news" search="/search?type=news" />}
          </>
        )}
      </div>
    </div>
  );
}
