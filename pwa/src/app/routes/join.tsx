import { JoinPage } from '@/features/join/components/join-page';

/** /join (public-site.md §2 Join). */
export default function JoinRoute() {
  return <JoinPage />;
}
