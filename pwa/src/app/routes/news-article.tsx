import { useParams } from 'react-router-dom';
import { ArticlePage } from '@/features/news/components/article-page';

/** /news/:id (public-site.md §2 News article). */
export default function NewsArticleRoute() {
  const { id } = useParams();
  return <ArticlePage key={id} id={id} />;
}
