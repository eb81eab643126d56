import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const QUICK_ACTIONS = ['project', 'article', 'image', 'rsvp'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

const PARAM = 'quick';
const isQuickAction = (v: string | null): v is QuickAction => (QUICK_ACTIONS as readonly string[]).includes(v ?? '');

/**
 * The open quick action dialog lives in the address (`?quick=article`): a reload keeps it open and
 * Back closes it. Other parameters (the dashboard's tabs) are kept.
 */
export function useQuickAction(): [QuickAction | null, (next: QuickAction | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(PARAM);
  const set = useCallback(
    (next: QuickAction | null) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          if (next) out.set(PARAM, next);
          else out.delete(PARAM);
          return out;
        },
        { replace: next === null, preventScrollReset: true },
      ),
    [setParams],
  );
  return [isQuickAction(value) ? value : null, set];
}
