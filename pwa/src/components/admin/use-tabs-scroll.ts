import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Room kept beside the selected tab when it is scrolled into view: a bit of its neighbour shows (so does the fade). */
const PEEK = 32;

/**
 * A row of tabs that scrolls sideways (a phone): whether more tabs hide before or after what
 * shows (the edge fades), and the selected tab scrolled into view when it changes, without
 * scrolling the page.
 */
export function useTabsScroll(selected: string, selectedTab: () => HTMLElement | null) {
  const listRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const before = list.scrollLeft > 1;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [measure]);

  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = selectedTab();
    if (!list || !tab) return;
    // The tablist is the tabs' offset parent (position: relative): their offsets are along its scroll.
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    let left = list.scrollLeft;
    if (start - PEEK < left) left = Math.max(0, start - PEEK);
    else if (end + PEEK > left + list.clientWidth) left = end + PEEK - list.clientWidth;
    if (left !== list.scrollLeft) list.scrollLeft = left;
    measure();
    // Only when the selection changes: the person's own scrolling is left alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  return { listRef, more };
}
