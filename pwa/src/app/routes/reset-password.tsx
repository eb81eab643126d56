import { useSearchParams } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS, pathAfterLogin } from '@/features/auth/login-redirect';
import { ResetPasswordPage } from '@/features/password-reset/components/reset-password-page';

/** /reset-password?token=… (issue 25 §2): the link in the reset mail; afterwards the user goes where Login sends them. */
export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  return <ResetPasswordPage token={search.get('token')} pathAfterSignIn={(role) => pathAfterLogin(role)} delayMs={LOGIN_REDIRECT_DELAY_MS} />;
}
