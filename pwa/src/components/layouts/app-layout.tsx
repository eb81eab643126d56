import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BannerSlot } from './banner-slot';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceBanner } from './maintenance-banner';
import { useSiteHead } from './use-site-head';

/** The document's title and description (site settings): a leaf, so the settings arriving re-render only it, not the page. */
function SiteHead() {
  useSiteHead();
  return null;
}

/** The thin bar at the top while the next page loads: a leaf, so a navigation's states re-render only it. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <div className="fixed inset-x-0 top-0 z-[70] h-1 animate-pulse bg-accent" role="progressbar" aria-label={t('loading')} />;
}

/** The common layout of every route except /dashboard: skip link, header, the maintenance strip (site settings), banner strip, page, footer; the document title follows the site's name. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-base-200 text-base-content">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-field bg-primary px-4 py-2 text-primary-content focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <SiteHead />
      <NavigationProgress />
      <Header />
      <MaintenanceBanner />
      <BannerSlot />
      {/* At least a screen tall: while a page loads its content the footer stays below the fold, instead
          of showing and then being pushed down (layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
