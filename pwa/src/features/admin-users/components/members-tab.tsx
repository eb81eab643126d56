import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser, Role } from '@shared/schemas/users';
import { usersApi } from '@shared/api/users';
import { AdminSection } from '@/components/admin/admin-section';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { useAdminQuery } from '@/lib/admin-query';
import { formatNumber } from '@/lib/i18n';
import { useUserActions } from '../use-user-actions';
import { filterUsers, type UserFilter } from '../user-rules';
import { AddUserDialog } from './add-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { MembersToolbar } from './members-toolbar';
import { UserCards } from './user-cards';
import { UserDetailDialog } from './user-detail-dialog';
import { UserTable } from './user-table';

/**
 * The Members tab, 'User Management' (signed-in-areas.md §2): every account with its picture,
 * name or e-mail, role and Active/Inactive badges, and edit, view, make member and delete; a
 * search, Add User (also opened by Quick Actions through `action=add-user`) and Export CSV.
 * Cards on a phone, a table from md up.
 */
export function MembersTab() {
  const { t } = useTranslation(['users', 'admin']);
  const query = useAdminQuery(usersApi.list);
  const [action, setAction] = useAdminAction();
  const [filter, setFilter] = useState<UserFilter>({ text: '', role: 'all' });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { remove, makeMember } = useUserActions();
  const wide = useMediaQuery('(min-width: 768px)');
  const handlers = {
    onEdit: setEditing,
    onView: (u: AdminUser) => setViewing(u.id),
    onRemove: (u: AdminUser) => void remove(u),
    onMakeMember: (u: AdminUser) => void makeMember(u),
  };
  const List = wide ? UserTable : UserCards;

  return (
    <>
      <AdminSection query={query} title={t('title')} testId="user-management">
        {(users) => {
          const shown = filterUsers(users, filter, (r: Role) => t(`admin:roles.${r}`));
          return (
            <div className="grid gap-4">
              <MembersToolbar filter={filter} onFilter={setFilter} onAdd={() => setAction('add-user')} />
              <p className="text-sm opacity-70" role="status">
                {t('count', { shown: formatNumber(shown.length), total: formatNumber(users.length) })}
              </p>
              {users.length === 0 ? (
                <p className="opacity-70">{t('empty')}</p>
              ) : shown.length === 0 ? (
                <p className="opacity-70">{t('noMatch')}</p>
              ) : (
                <List users={shown} {...handlers} />
              )}
            </div>
          );
        }}
      </AdminSection>
      <AddUserDialog open={action === 'add-user'} onClose={() => setAction(null)} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <UserDetailDialog userId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
