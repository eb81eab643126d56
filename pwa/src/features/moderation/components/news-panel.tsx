import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@shared/schemas/content';
import { AdminSection } from '@/components/admin/admin-section';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate } from '@/lib/i18n';
import { newestFirst } from '../content-kinds';
import { ContentRow } from './content-row';

/** Every article, newest first, whatever its status (approving publishes it). */
export function NewsPanel({ query }: { query: AdminQuery<{ articles: NewsArticle[] }> }) {
  const { t } = useTranslation('content');
  return (
    <AdminSection query={query} testId="content-news">
      {({ articles }) =>
        articles.length === 0 ? (
          <p className="opacity-70">{t('empty.news')}</p>
        ) : (
          <ul className="grid gap-3">
            {newestFirst(articles).map((a) => (
              <ContentRow
                key={a.id}
                kind="news"
                item={a}
                thumbnail={a.coverImageUrl || a.imageUrl}
                meta={
                  <>
                    <span>{t(`news:categoryName.${a.category}`, { defaultValue: a.category })}</span>
                    <span>{t('meta.by', { author: a.author })}</span>
                    <span>{formatDate(a.publishedAt ?? a.createdAt, t('meta.dateFormat'))}</span>
                  </>
                }
              />
            ))}
          </ul>
        )
      }
    </AdminSection>
  );
}
