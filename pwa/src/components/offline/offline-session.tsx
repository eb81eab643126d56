import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { setOutboxUser } from '@/lib/outbox';
import { requestPersistentStorage } from '@/lib/pwa-register';

/**
 * Renders nothing. Tells the outbox who is signed in (writes are replayed per user) and asks
 * for persistent storage once somebody signs in.
 */
export function OfflineSession() {
  const { user, isLoading, isAuthenticated } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!isLoading) setOutboxUser(userId);
  }, [isLoading, userId]);

  useEffect(() => {
    if (isAuthenticated) void requestPersistentStorage();
  }, [isAuthenticated]);

  return null;
}
