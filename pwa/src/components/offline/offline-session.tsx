import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { requestPersistentStorage } from '@/lib/persistent-storage';
import { groupsOf, warmChunks } from '@/lib/warm-chunks';

/**
 * Renders nothing. Asks for persistent storage once somebody signs in (the outbox learns who is
 * signed in from lib/auth.tsx itself, and asks too when it queues a write), and has the service
 * worker fetch their area and the public site in the background (not precached for visitors:
 * lib/warm-chunks.ts), so they open offline even if they were never opened online.
 */
export function OfflineSession() {
  const { isAuthenticated, isLoading, user } = useAuth();

  useEffect(() => {
    if (isAuthenticated) void requestPersistentStorage();
  }, [isAuthenticated]);

  useEffect(() => {
    // Their area first, then the rest of the public site (not all at once: the page's own requests share the line).
    if (!isLoading && user) void warmChunks(groupsOf(user)).then(() => warmChunks(['public']));
  }, [isLoading, user]);

  return null;
}
