import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The item a link points at with `#<prefix><id>` (a search result: `/projects#project-7`): once
 * the list is on screen it is scrolled into view and focused, and its id is returned so the page
 * can highlight it.
 */
export function useHashTarget(prefix: string, ready: boolean): number | null {
  const { hash } = useLocation();
  const match = new RegExp(`^#${prefix}(\\d+)$`).exec(hash);
  const id = match ? Number(match[1]) : null;
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    if (!ready || id === null) return;
    const el = document.getElementById(`${prefix}${id}`);
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
    setShown(id);
  }, [ready, id, prefix]);

  return shown;
}
