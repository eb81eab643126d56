import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shared/schemas/content';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate } from '@/lib/i18n';
import { ContentListPanel } from './content-list-panel';

/** Every gallery image, newest first; a missing or broken picture shows the placeholder. */
export function GalleryPanel({ query }: { query: AdminQuery<{ images: GalleryImage[] }> }) {
  const { t } = useTranslation('content');
  return (
    <ContentListPanel
      query={query}
      section="gallery"
      kind="gallery"
      items={(data) => data.images}
      row={(img) => ({
        item: { ...img, title: img.title || t('untitled') },
        thumbnail: img.imageUrl,
        meta: (
          <>
            <span>{t(`projects:category.${img.category}`, { defaultValue: img.category })}</span>
            <span>{t('meta.created', { date: formatDate(img.createdAt, t('meta.dateFormat')) })}</span>
          </>
        ),
      })}
    />
  );
}
