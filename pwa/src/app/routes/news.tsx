import '../register-offline-list-rest';
import { NewsPage } from '@/features/news/components/news-page';

/** /news (public-site.md §2 News list). */
export default function NewsRoute() {
  return <NewsPage />;
}
