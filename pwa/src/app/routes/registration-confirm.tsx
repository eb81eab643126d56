import { useSearchParams } from 'react-router-dom';
import { ConfirmRegistrationPage } from '@/features/registration-links/components/confirm-registration-page';

/** /registrations/confirm?token=... (issue 25): the link in a visitor's registration mail that proves the address. */
export default function RegistrationConfirmRoute() {
  const [search] = useSearchParams();
  return <ConfirmRegistrationPage token={search.get('token')} />;
}
