import { HomePage } from '@/features/home/components/home-page';

/** / (public-site.md §2 Home). */
export default function HomeRoute() {
  return <HomePage />;
}
