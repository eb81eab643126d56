import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUB } from '@shared/limits';
import { setSiteDefaults } from '@/components/share/page-meta';
import { localized } from '@/lib/localized';
import { useSiteSettings } from '@/lib/site-settings';

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
  useEffect(() => {
    if (known) setSiteDefaults(document, title, description);
  }, [known, title, description]);
}
