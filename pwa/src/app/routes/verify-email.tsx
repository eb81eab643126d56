import { useSearchParams } from 'react-router-dom';
import { VerifyEmailPage } from '@/features/email-verify/components/verify-email-page';

/** /verify-email?token=... (issue 25): the link in the mail that proves an account's e-mail address. */
export default function VerifyEmailRoute() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return <VerifyEmailPage key={token} token={token} />;
}
