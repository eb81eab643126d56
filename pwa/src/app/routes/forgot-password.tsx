import { ForgotPasswordPage } from '@/features/password-reset/components/forgot-password-page';

/** /forgot-password (issue 25 §2): from Login's 'Forgot password?'. */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
