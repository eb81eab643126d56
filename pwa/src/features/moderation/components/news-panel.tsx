import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@shared/schemas/content';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate } from '@/lib/i18n';
import { ContentListPanel } from './content-list-panel';

/** Every article, newest first, whatever its status (approving publishes it). */
export function NewsPanel({ query }: { query: AdminQuery<{ articles: NewsArticle[] }> }) {
  const { t } = useTranslation('content');
  return (
    <ContentListPanel
      query={query}
      section="news"
      kind="news"
      items={(data) => data.articles}
      row={(a) => ({
        item: a,
        thumbnail: a.coverImageUrl || a.imageUrl,
        meta: (
          <>
            <span>{t(`news:categoryName.${a.category}`, { defaultValue: a.category })}</span>
            <span>{t('meta.by', { author: a.author })}</span>
            <span>{formatDate(a.publishedAt ?? a.createdAt, t('meta.dateFormat'))}</span>
          </>
        ),
      })}
    />
  );
}
