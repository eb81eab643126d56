import { useParams, useSearchParams } from 'react-router-dom';
import { SelfCancelPage } from '@/features/self-cancel/components/self-cancel-page';

/** /cancel-registration/:id?token=... (issue 13): the cancel link from a registration's answer. */
export default function CancelRegistrationRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  return <SelfCancelPage idParam={id} token={search.get('token')} />;
}
