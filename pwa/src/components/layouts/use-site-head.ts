import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CLUB } from '@shared/limits';
import { setSiteDefaults } from '@/components/share/page-meta';
import { localized } from '@/lib/localized';
import { useSiteSettings } from '@/lib/site-settings';

/** A page the server rendered (`data-lang` on the root) came with its own title and description (api/src/static/page-head.ts): kept until the reader moves on. */
const servedPath = typeof document !== 'undefined' && document.getElementById('root')?.dataset.lang ? window.location.pathname : null;

/**
 * The document's title and meta description follow the site settings' name and description, in
 * the reader's language (their Bangla versions when written); without a description, the
 * catalogue's (the one index.html carries, in English).
 */
export function useSiteHead(): void {
  const settings = useSiteSettings();
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const known = settings !== null || lng !== 'en';
  const title = (settings && localized(settings, 'siteName', lng)) || CLUB.name;
  const description = (settings && localized(settings, 'siteDescription', lng)) || t('head.description');
  const served = useLocation().pathname === servedPath;
  useEffect(() => {
    if (known && !served) setSiteDefaults(document, title, description);
  }, [known, served, title, description]);
}
