import { useTranslation } from 'react-i18next';
import { formatDistanceToNow } from 'date-fns';
import { dateLocale, localDigits } from '@/lib/i18n';

/** Under an admin section shown from the device's copy: when it was loaded, and that changes need a connection. */
export function StaleNote({ loadedAt, stale }: { loadedAt: number | null; stale: boolean }) {
  const { t } = useTranslation('admin');
  if (!stale || loadedAt === null) return null;
  return (
    <p className="alert alert-warning text-sm" role="status" data-testid="admin-stale">
      {t('offline.stale', { time: localDigits(formatDistanceToNow(loadedAt, { addSuffix: true, locale: dateLocale() })) })}
    </p>
  );
}
