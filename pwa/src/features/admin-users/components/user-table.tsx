import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/schemas/users';
import { Avatar } from '@/components/admin/avatar';
import { userName } from '../user-rules';
import { UserBadges } from './user-badges';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';

/** From md up: a table of users (user, badges, actions). */
export function UserTable({ users, ...handlers }: { users: AdminUser[] } & UserRowHandlers) {
  const { t } = useTranslation('users');
  return (
    <div className="overflow-x-auto">
      <table className="table" data-testid="user-list">
        <thead>
          <tr>
            <th scope="col">{t('table.user')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            const name = userName(u);
            return (
              <tr key={u.id} data-testid="user-row" data-user-id={u.id}>
                <td>
                  <div className="flex items-center gap-3">
                    <Avatar src={u.profileImageUrl} name={name} />
                    <div className="min-w-0">
                      <p className="max-w-64 truncate font-medium">{name}</p>
                      <p className="max-w-64 truncate text-sm opacity-70">{u.email}</p>
                    </div>
                  </div>
                </td>
                <td>
                  <UserBadges user={u} />
                </td>
                <td>
                  <UserRowActions user={u} {...handlers} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
