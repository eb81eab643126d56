import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/admin/avatar';
import { NotificationPreferencesButton } from '@/features/notification-preferences';
import { PushSetting } from '@/features/push';
import { useAuth } from '@/lib/auth';

/** Avatar, 'Admin Dashboard', 'Welcome back, {first name or email}', the Administrator badge, what needs action, Settings. */
export function AdminHeader({ urgent, onSettings }: { urgent: number; onSettings: () => void }) {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const name = user?.firstName || user?.email || '';
  return (
    <header className="flex flex-wrap items-center gap-3">
      <Avatar src={user?.profileImageUrl} name={[user?.firstName, user?.lastName].filter(Boolean).join(' ') || name} size={48} />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
        <p className="truncate opacity-80">{t('welcome', { name })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="badge badge-primary">{t('badge')}</span>
        {urgent > 0 && (
          <span className="badge badge-error" data-testid="admin-urgent-count">
            {t('urgentCount', { count: urgent })}
          </span>
        )}
        <PushSetting compact />
        <NotificationPreferencesButton />
        <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={onSettings}>
          {t('settings')}
        </button>
      </div>
    </header>
  );
}
