import { useTranslation } from 'react-i18next';
import type { AdminUser, Role } from '@shared/schemas/users';
import { StatusBadge } from '@/components/admin/status-badge';

const ROLE_TONE: Record<Role, string> = {
  super_admin: 'badge-secondary',
  admin: 'badge-primary',
  member: 'badge-accent',
  participant: 'badge-info',
  applicant: 'badge-ghost',
};

/** The role badge (words, never colour alone). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  return <span className={`badge badge-sm whitespace-nowrap ${ROLE_TONE[role]}`}>{t(`roles.${role}`)}</span>;
}

/** Role, Active/Inactive, and for applicants where their application stands. */
export function UserBadges({ user }: { user: Pick<AdminUser, 'role' | 'isActive' | 'applicationStatus'> }) {
  const { t } = useTranslation('users');
  return (
    <span className="flex flex-wrap items-center gap-1">
      <RoleBadge role={user.role} />
      <StatusBadge status={user.isActive ? 'active' : 'inactive'} />
      {user.role === 'applicant' && (
        <span className="inline-flex items-center" data-testid="application-badge">
          <span className="sr-only">{t('application')}</span>
          <StatusBadge status={user.applicationStatus} />
        </span>
      )}
    </span>
  );
}
