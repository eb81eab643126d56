import { loginPathFor } from '@/features/auth/login-redirect';
import { JoinPage } from '@/features/join/components/join-page';

/** /join (public-site.md §2 Join); after applying, logging in leads to the application's status. */
export default function JoinRoute() {
  return <JoinPage loginHref={loginPathFor('/application-status')} />;
}
