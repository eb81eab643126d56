import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { signInWithProvider, useAuth } from '@/lib/auth';

export const REDIRECT_DELAY_MS = 500;

/**
 * The admin dashboard's door (signed-in-areas.md §6): signed out, the toast 'Unauthorized' and
 * after 500 ms a full page load of /api/login; signed in without admin rights, 'Access Denied'
 * and after 500 ms the home page. True once the viewer is an admin (admin data loads only then).
 */
export function useAdminAccess(): { allowed: boolean; checking: boolean } {
  const { t } = useTranslation('admin');
  const { user, isLoading, isAdmin } = useAuth();
  const navigate = useNavigate();
  const told = useRef(false);
  const verdict = isLoading ? 'checking' : !user ? 'signed-out' : isAdmin ? 'allowed' : 'denied';

  useEffect(() => {
    if (verdict === 'checking' || verdict === 'allowed' || told.current) return;
    told.current = true;
    if (verdict === 'signed-out') toast({ title: t('access.unauthorizedTitle'), description: t('access.unauthorizedText'), variant: 'destructive' });
    else toast({ title: t('access.deniedTitle'), description: t('access.deniedText'), variant: 'destructive' });
    const timer = setTimeout(() => (verdict === 'signed-out' ? signInWithProvider() : navigate('/', { replace: true })), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verdict, navigate, t]);

  return { allowed: verdict === 'allowed', checking: verdict === 'checking' };
}
