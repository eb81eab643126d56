import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, signInWithProvider, signOut, useAuth } from '@/lib/auth';
import { LanguageSwitch } from './language-switch';
import { NavList } from './nav-list';
import type { NavLinkItem } from './nav-links';

interface SideMenuProps {
  id: string;
  open: boolean;
  /** Escape, backdrop or close button: the header puts focus back on its menu button. */
  onClose: () => void;
  /** A link was chosen: close without moving focus (the new page takes it). */
  onNavigate: () => void;
  links: NavLinkItem[];
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The small-screen navigation: a panel sliding in from the left. While open it holds the
 * focus (Tab cycles inside), Escape or the backdrop closes it, and choosing a link closes it.
 * Login and Logout are full page loads to /api/login and /api/logout.
 */
export function SideMenu({ id, open, onClose, onNavigate, links }: SideMenuProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, onClose]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      // Hidden only after the slide-out; shown at once on open, so the focus can move in.
      className={`fixed inset-0 z-50 lg:hidden ${open ? 'visible' : 'pointer-events-none invisible transition-[visibility] duration-200'}`}
      inert={!open}
    >
      <div
        className={`absolute inset-0 bg-neutral/50 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
        data-testid="side-menu-backdrop"
      />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={onKeyDown}
        className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-base-100 p-4 shadow-xl transition-transform ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('header.menuTitle')}
          </h2>
          <button type="button" className="btn btn-ghost btn-square btn-sm" aria-label={t('header.closeMenu')} onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {user && <p className="text-sm">{t('header.welcome', { name: displayName(user) })}</p>}
        <nav aria-label={t('nav.label')}>
          <NavList links={links} layout="column" onNavigate={onNavigate} />
        </nav>
        <LanguageSwitch variant="choices" />
        {!isLoading && (
          <div className="mt-auto border-t border-base-300 pt-4">
            {user ? (
              <button type="button" className="btn btn-outline w-full" onClick={signOut}>
                {t('header.logout')}
              </button>
            ) : (
              <button type="button" className="btn btn-primary w-full" onClick={signInWithProvider}>
                {t('header.login')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
