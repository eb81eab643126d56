import type { AdminUser } from '@shared/schemas/users';
import { Avatar } from '@/components/admin/avatar';
import { userName } from '../user-rules';
import { UserBadges } from './user-badges';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';

/** Phones: one card per user (picture, name, e-mail, badges, then the actions on their own line). */
export function UserCards({ users, ...handlers }: { users: AdminUser[] } & UserRowHandlers) {
  return (
    <ul className="grid gap-3" data-testid="user-list">
      {users.map((u) => {
        const name = userName(u);
        return (
          <li key={u.id} className="grid gap-3 rounded-box border border-base-300 p-3" data-testid="user-row" data-user-id={u.id}>
            <div className="flex items-start gap-3">
              <Avatar src={u.profileImageUrl} name={name} />
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="truncate font-medium">{name}</p>
                <p className="truncate text-sm opacity-70">{u.email}</p>
                <UserBadges user={u} />
              </div>
            </div>
            <UserRowActions user={u} {...handlers} />
          </li>
        );
      })}
    </ul>
  );
}
