import '../register-offline-list-rest';
import { GalleryPage } from '@/features/gallery/components/gallery-page';

/** /gallery (public-site.md §2 Gallery). */
export default function GalleryRoute() {
  return <GalleryPage />;
}
