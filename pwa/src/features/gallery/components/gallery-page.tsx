import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { PageMessage } from '@/components/ui/page-message';
import { useGallery } from '../gallery.store';
import { wrapIndex } from '../viewer-navigation';
import { GalleryItem } from './gallery-item';
import { GalleryViewer } from './gallery-viewer';
import '../gallery.i18n';

/** /gallery: the approved photos as a grid; 'View All Photos' opens the full-screen viewer. */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  const list = useGallery();
  const { items, isLoading, error } = list;
  const [viewing, setViewing] = useState<number | null>(null);
  const move = (delta: -1 | 1) => setViewing((i) => (i === null ? null : wrapIndex(i, delta, items.length)));

  let body;
  if (isLoading) {
    body = <PageMessage kind="loading" holdScreen title={t('loading')} />;
  } else if (error || items.length === 0) {
    const kind = error ? 'error' : 'empty';
    body = <PageMessage kind={kind} title={t(`${kind}.title`)} text={t(`${kind}.text`)} testId={`gallery-${kind}`} notOnPhone={t('notOnPhone')} />;
  } else {
    body = (
      <>
        <p className="mb-6 text-center">
          <button type="button" className="btn btn-primary" onClick={() => setViewing(0)}>
            {t('viewAll')}
          </button>
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('listLabel')}>
          {items.map((image, i) => (
            <li key={image.id}>
              <GalleryItem image={image} position={i} onOpen={() => setViewing(i)} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="gallery-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
      <LoadMore list={list} kind="gallery" search="/search?type=gallery" />
      <GalleryViewer images={items} index={viewing === null ? null : Math.min(viewing, items.length - 1)} onMove={move} onClose={() => setViewing(null)} />
    </div>
  );
}
