import { SearchPage } from '@/features/search/components/search-page';

/** /search (public-site.md §2 Advanced search). */
export default function SearchRoute() {
  return <SearchPage />;
}
