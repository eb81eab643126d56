import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** The article's extra pictures; a picture that fails is hidden. */
export function ArticleGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('news');
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="article-gallery" className="mt-10">
      <h2 id="article-gallery" className="mb-4 text-xl font-semibold">
        {t('article.gallery')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className="overflow-hidden rounded-box">
            <ResponsiveImage src={src} alt={t('article.galleryImage', { n: i + 1, total: images.length, title })} width={800} height={600} />
          </li>
        ))}
      </ul>
    </section>
  );
}
