import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isNavLinkActive, type NavLinkItem } from './nav-links';

interface NavListProps {
  links: NavLinkItem[];
  /** 'row' for the wide-screen bar, 'column' for the side menu. */
  layout: 'row' | 'column';
  /** Called when a link is chosen (the side menu closes). */
  onNavigate?: () => void;
}

/** The navigation links, the active one highlighted and marked aria-current="page". */
export function NavList({ links, layout, onNavigate }: NavListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const row = layout === 'row';
  return (
    <ul className={row ? 'flex flex-wrap items-center gap-1' : 'grid gap-1'}>
      {links.map((link) => {
        const active = isNavLinkActive(link.to, pathname);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-field font-medium transition-colors ${row ? 'px-2.5 py-2 text-sm' : 'px-3 py-2.5 text-base'} ${
                active ? 'bg-primary text-primary-content' : 'text-base-content hover:bg-base-200'
              }`}
            >
              {t(link.labelKey)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
