import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { loginPathFor } from '@/features/auth/login-redirect';
import { useAuth } from '@/lib/auth';
import { SHARE_UPLOAD } from '@/lib/shared-picture';

/**
 * /share: where a picture shared into the app lands (lib/shared-picture.ts keeps it). Someone
 * signed in goes on to Upload Image; a visitor signs in first and comes back there.
 */
export default function ShareRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  if (isLoading)
    return (
      <p className="p-8 text-center" role="status">
        {t('loading')}
      </p>
    );
  return <Navigate to={user ? SHARE_UPLOAD : loginPathFor(SHARE_UPLOAD)} replace />;
}
