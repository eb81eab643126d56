import { useTranslation } from 'react-i18next';
import { galleryPreview } from '../home.selectors';
import { useHomeGallery } from '../home.store';
import { HomeSection } from './home-section';
import { LoadingCards } from './loading-note';
import { srcSetFor } from '@shared/images';
import { WebpPicture } from '@/components/ui/webp-picture';
import { useLocalized, useTextLang } from '@/lib/localized';

/** Block 8: the first 4 gallery images, or 'No Gallery Images Yet'; a link to /gallery. */
export function GalleryPreview() {
  const { t } = useTranslation('home');
  const { items, isLoading, neverLoaded } = useHomeGallery();
  const images = galleryPreview(items);
  const text = useLocalized();
  const lang = useTextLang();

  let body;
  if (isLoading) body = <LoadingCards shape="picture" />;
  else if (images.length === 0) body = <p className="py-6 text-center text-lg opacity-80">{t('gallery.empty')}</p>;
  else
    body = (
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {images.map((image) => (
          <li key={image.id} data-testid="home-gallery-image">
            <figure className="overflow-hidden rounded-box bg-base-100 shadow-sm">
              <WebpPicture src={image.imageUrl} sizes="(min-width: 768px) 25vw, 50vw">
                <img
                  src={image.imageUrl}
                  srcSet={srcSetFor(image.imageUrl)}
                  alt={text(image, 'description') || text(image, 'title')}
                  width={400}
                  height={300}
                  sizes="(min-width: 768px) 25vw, 50vw"
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-base-300 object-cover"
                />
              </WebpPicture>
              <figcaption className="p-2 text-sm font-medium" lang={lang(image, 'title')}>
                {text(image, 'title')}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );

  return (
    <HomeSection
      id="home-gallery"
      title={t('gallery.title')}
      more={{ to: '/gallery', label: t('gallery.viewAll') }}
      notOnPhone={neverLoaded ? t('notOnPhone') : undefined}
    >
      {body}
    </HomeSection>
  );
}
