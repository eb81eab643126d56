import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { requestPersistentStorage } from '@/lib/persistent-storage';

/**
 * Renders nothing. Asks for persistent storage once somebody signs in (the outbox learns who is
 * signed in from lib/auth.tsx itself, and asks too when it queues a write).
 */
export function OfflineSession() {
  const { isAuthenticated } = useAuth();

  useEffect(() => {
    if (isAuthenticated) void requestPersistentStorage();
  }, [isAuthenticated]);

  return null;
}
