import '../register-offline-list-rest';
import { MembersPage } from '@/features/members/components/members-page';

/** /members (public-site.md §2 Members). */
export default function MembersRoute() {
  return <MembersPage />;
}
