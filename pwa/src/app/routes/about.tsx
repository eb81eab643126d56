import { AboutPage } from '@/features/about/components/about-page';

/** /about (public-site.md §2 About). */
export default function AboutRoute() {
  return <AboutPage />;
}
