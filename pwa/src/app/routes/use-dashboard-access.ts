import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@shared/schemas/users';
import { toast } from '@/components/ui/use-toast';
import { signInWithProvider, useAuth } from '@/lib/auth';

/** How long the toast shows before the browser moves on (signed-in-areas.md §9). */
export const REDIRECT_DELAY_MS = 500;

export type DashboardVerdict = 'checking' | 'signed-out' | 'allowed' | 'denied';

interface Texts {
  title: string;
  description: string;
}

export interface DashboardAccessOptions {
  /** Who may see the page once signed in; everyone signed in when left out. */
  allows?: (user: CurrentUser) => boolean;
  /** The toast for a signed-out visitor, who then goes to /api/login (a full page load). */
  unauthorized: Texts;
  /** Signed in but not allowed: this toast, then this page. Left out, the page shows its own message. */
  denied?: Texts & { to: string };
}

/**
 * A signed-in area's door (signed-in-areas.md §2, §6): signed out, the toast 'Unauthorized' with
 * 'You are logged out. Logging in again...' and after 500 ms /api/login; signed in without the
 * right role, the `denied` toast and after 500 ms its page. Told once per visit.
 */
export function useDashboardAccess({ allows, unauthorized, denied }: DashboardAccessOptions): {
  verdict: DashboardVerdict;
  allowed: boolean;
  checking: boolean;
} {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const told = useRef(false);
  // The latest texts, read when the verdict is told (they are new objects on every render).
  const texts = useRef({ unauthorized, denied });
  useLayoutEffect(() => {
    texts.current = { unauthorized, denied };
  });
  const verdict: DashboardVerdict = isLoading ? 'checking' : !user ? 'signed-out' : !allows || allows(user) ? 'allowed' : 'denied';

  useEffect(() => {
    if (verdict === 'checking' || verdict === 'allowed' || told.current) return;
    const { unauthorized: out, denied: refused } = texts.current;
    if (verdict === 'denied' && !refused) return;
    told.current = true;
    const { title, description } = verdict === 'signed-out' ? out : refused!;
    toast({ title, description, variant: 'destructive' });
    const timer = setTimeout(() => (verdict === 'signed-out' ? signInWithProvider() : navigate(refused!.to, { replace: true })), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verdict, navigate]);

  return { verdict, allowed: verdict === 'allowed', checking: verdict === 'checking' };
}
