import { useParams } from 'react-router-dom';
import { MemberProfilePage } from '@/features/members/components/member-profile-page';

/** /member/:username (public-site.md §2 Member profile). */
export default function MemberProfileRoute() {
  const { username } = useParams();
  return <MemberProfilePage key={username} username={username} />;
}
