import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The dashboard's open dialog lives in the address (`?tab=members&action=add-user`), so Quick
 * Actions can open a dialog of another tab and Back closes it.
 */
export function useAdminAction(): [string | null, (action: string | null, tab?: string) => void] {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const set = useCallback(
    (next: string | null, tab?: string) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          if (tab) out.set('tab', tab);
          if (next) out.set('action', next);
          else out.delete('action');
          return out;
        },
        { replace: next === null, preventScrollReset: true },
      ),
    [setParams],
  );
  return [action, set];
}
