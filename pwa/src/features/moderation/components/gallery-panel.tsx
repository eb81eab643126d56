import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shared/schemas/content';
import { AdminSection } from '@/components/admin/admin-section';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate } from '@/lib/i18n';
import { newestFirst } from '../content-kinds';
import { ContentRow } from './content-row';

/** Every gallery image, newest first; a missing or broken picture shows the placeholder. */
export function GalleryPanel({ query }: { query: AdminQuery<{ images: GalleryImage[] }> }) {
  const { t } = useTranslation('content');
  return (
    <AdminSection query={query} testId="content-gallery">
      {({ images }) =>
        images.length === 0 ? (
          <p className="opacity-70">{t('empty.gallery')}</p>
        ) : (
          <ul className="grid gap-3">
            {newestFirst(images).map((img) => (
              <ContentRow
                key={img.id}
                kind="gallery"
                item={{ ...img, title: img.title || t('untitled') }}
                thumbnail={img.imageUrl}
                meta={
                  <>
                    <span>{t(`projects:category.${img.category}`, { defaultValue: img.category })}</span>
                    <span>{t('meta.created', { date: formatDate(img.createdAt, t('meta.dateFormat')) })}</span>
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
