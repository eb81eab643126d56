import { useEffect } from 'react';
import { CLUB } from '@shared/limits';
import { setSiteDefaults } from '@/components/share/page-meta';
import { useSiteSettings } from '@/lib/site-settings';

/** The document's title and meta description follow the site settings' name and description. */
export function useSiteHead(): void {
  const settings = useSiteSettings();
  const known = settings !== null;
  const title = settings?.siteName ?? CLUB.name;
  const description = settings?.siteDescription ?? null;
  useEffect(() => {
    if (known) setSiteDefaults(document, title, description);
  }, [known, title, description]);
}
