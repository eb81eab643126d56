import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { displayName, markedSignedIn, signOut, useAuth } from '@/lib/auth';
import { useSiteName } from '@/lib/site-settings';
import { HeaderStatusSlot } from './header-status-slot';
import { LanguageSwitch } from './language-switch';
import { NavList } from './nav-list';
import { navLinksFor, PUBLIC_LINKS } from './nav-links';
import { SideMenu } from './side-menu';

const MENU_ID = 'side-menu';

/**
 * The site header: club name, the role's navigation (inline from lg, in the side menu below),
 * the status slot, the greeting and Logout for signed-in users.
 */
/** Where the name goes in the greeting's text (its words around it differ by language). */
const NAME_MARK = '\u0000';

/** The greeting with only the name shown on a phone (no Trans: it would weigh on every first load). */
function Greeting({ text, name }: { text: string; name: string }) {
  const [before = '', after = ''] = text.split(NAME_MARK);
  return (
    <>
      {before && <span className="max-sm:sr-only">{before}</span>}
      {name}
      {after && <span className="max-sm:sr-only">{after}</span>}
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const siteName = useSiteName();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // While the sign-in is checked: a visitor's links unless this browser is marked signed in.
  const links = isLoading && markedSignedIn() ? PUBLIC_LINKS : navLinksFor(user?.role ?? null, user?.permissions);
  // Signed in, the greeting and Logout need room: below xl the links take a row of their own.
  const signedIn = !!user;

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggle.current?.focus();
  }, []);
  const onNavigate = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-3 px-4">
        <button
          ref={toggle}
          type="button"
          className="btn btn-ghost btn-square lg:hidden"
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <Link to="/" className="flex min-h-11 min-w-11 items-center gap-2 font-bold text-primary" aria-label={t('header.homeLink', { name: siteName })}>
          <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-full bg-primary text-sm text-primary-content">
            {t('header.logoMark')}
          </span>
          <span className={`hidden leading-tight sm:inline lg:hidden ${signedIn ? '2xl:inline' : 'xl:inline'}`}>{siteName}</span>
        </Link>
        <nav
          aria-label={t('nav.label')}
          className={`hidden lg:block ${signedIn ? 'order-last basis-full pb-2 xl:order-none xl:ml-auto xl:basis-auto xl:pb-0' : 'ml-auto'}`}
        >
          <NavList links={links} layout="row" />
        </nav>
        {/* Below lg this group takes the rest of the row and shrinks the greeting, so the header never wraps on a phone. */}
        <div
          className={`ml-auto flex min-h-16 min-w-0 flex-1 basis-0 items-center justify-end gap-1 sm:gap-2 lg:flex-none lg:basis-auto ${signedIn ? 'xl:ml-2' : 'lg:ml-2'}`}
        >
          <HeaderStatusSlot />
          <LanguageSwitch variant="toggle" />
          {user && (
            <span className="inline-block min-w-0 max-w-[40vw] truncate text-sm md:max-w-64" data-testid="header-welcome">
              {/* On a phone only the name: the greeting's words are read out but leave their room to the network status. */}
              <Greeting text={t('header.welcome', { name: NAME_MARK })} name={displayName(user)} />
            </span>
          )}
          {user && (
            <button type="button" className="btn btn-outline btn-sm hidden lg:inline-flex" onClick={signOut}>
              {t('header.logout')}
            </button>
          )}
        </div>
      </div>
      <SideMenu id={MENU_ID} open={menuOpen} onClose={closeMenu} onNavigate={onNavigate} links={links} />
    </header>
  );
}
