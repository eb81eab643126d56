import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/lib/site-settings';

/** While the site settings say maintenance mode is on: a strip under the header, for everyone. */
export function MaintenanceBanner() {
  const { t } = useTranslation('common');
  if (!useSiteSettings()?.maintenanceMode) return null;
  return (
    <p role="status" className="bg-warning px-4 py-2 text-center text-sm font-medium text-warning-content" data-testid="maintenance-banner">
      {t('site.maintenance')}
    </p>
  );
}
