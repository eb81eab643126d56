import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastItem } from './toast-store';

export const SWIPE_THRESHOLD = 50;

interface ToastProps {
  item: ToastItem;
  onDismiss: (id: string) => void;
  /** Follows an action's in-app link without a page load; without it the link loads the page. */
  navigate?: (href: string) => void;
}

/**
 * One toast: closes itself after `duration` (paused while hovered or focused), closes on a
 * swipe to the right of more than 50 px, and has a labelled close button and an optional link.
 */
export function Toast({ item, onDismiss, navigate }: ToastProps) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [paused, item.duration, item.id, onDismiss]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if ((e.target as HTMLElement).closest('button, a')) return;
    start.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
  };
  const onPointerUp = (e: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    const moved = e.clientX - start.current;
    start.current = null;
    if (moved > SWIPE_THRESHOLD) onDismiss(item.id);
    else setOffset(0);
  };

  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (navigate && plain) {
      e.preventDefault();
      navigate(e.currentTarget.getAttribute('href') ?? '/');
    }
    onDismiss(item.id);
  };

  const destructive = item.variant === 'destructive';
  return (
    // A list item (the viewport is a list) holding the status: role=status on the <li> itself would
    // take it out of the list (axe: list, aria-allowed-role). The close button is not read out with it.
    <li
      data-variant={item.variant}
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-box border p-4 pr-10 shadow-lg transition-transform ${
        destructive ? 'border-error bg-error text-error-content' : 'border-base-300 bg-base-100 text-base-content'
      }`}
      style={offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div role="status" aria-live={destructive ? 'assertive' : 'polite'} aria-atomic="true" className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
        {item.action && (
          <a
            href={item.action.href}
            onClick={follow}
            className="mt-1 inline-flex min-h-9 w-fit items-center rounded-field border border-current px-3 text-sm font-semibold hover:bg-black/10"
          >
            {item.action.label}
          </a>
        )}
      </div>
      <button type="button" className="btn btn-ghost btn-xs btn-circle absolute right-2 top-2" aria-label={t('toast.close')} onClick={() => onDismiss(item.id)}>
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
