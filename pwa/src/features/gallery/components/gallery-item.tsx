import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shared/schemas/content';
import { formatNumber } from '@/lib/i18n';
import { srcSetFor } from '@shared/images';
import { WebpPicture } from '@/components/ui/webp-picture';
import { useLocalized, useTextLang } from '@/lib/localized';
import '../gallery.i18n';

interface GalleryItemProps {
  image: GalleryImage;
  position: number;
  onOpen: () => void;
}

/** One grid photo with its title and optional description (in the reader's language where written); the photo opens the viewer. */
export function GalleryItem({ image, position, onOpen }: GalleryItemProps) {
  const { t } = useTranslation('gallery');
  const text = useLocalized();
  const lang = useTextLang();
  const caption = text(image, 'title');
  const description = text(image, 'description');
  const title = caption || t('untitled', { n: formatNumber(position + 1) });
  return (
    <figure className="card h-full overflow-hidden bg-base-100 shadow-sm" data-testid="gallery-item">
      <button type="button" onClick={onOpen} className="block aspect-[4/3] w-full overflow-hidden bg-base-300" aria-label={t('open', { title })}>
        <WebpPicture src={image.imageUrl} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw">
          <img
            src={image.imageUrl}
            srcSet={srcSetFor(image.imageUrl)}
            alt=""
            width={600}
            height={450}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            // The first photo is the page's largest paint on a phone: asked for at once, before the others.
            loading={position === 0 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover transition-transform hover:scale-105"
          />
        </WebpPicture>
      </button>
      <figcaption className="card-body gap-1 p-4">
        <h2 className="font-semibold" lang={caption ? lang(image, 'title') : undefined}>
          {title}
        </h2>
        {description && (
          <p className="text-sm opacity-80" lang={lang(image, 'description')}>
            {description}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
