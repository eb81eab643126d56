import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/schemas/users';
import { OnlineButton } from '@/components/admin/online-button';
import { canMakeMember, canRemove, userName } from '../user-rules';

export interface UserRowHandlers {
  onEdit: (user: AdminUser) => void;
  onView: (user: AdminUser) => void;
  onRemove: (user: AdminUser) => void;
  onMakeMember: (user: AdminUser) => void;
}

/** Edit, View, Make member (approved applicants), Delete (never for a super admin). Writes need a connection. */
export function UserRowActions({ user, onEdit, onView, onRemove, onMakeMember }: { user: AdminUser } & UserRowHandlers) {
  const { t } = useTranslation('users');
  const name = userName(user);
  const button = 'btn btn-sm min-h-11';
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={`${button} btn-outline`} aria-label={t('actions.editLabel', { name })} onClick={() => onEdit(user)}>
        {t('actions.edit')}
      </button>
      <button type="button" className={`${button} btn-ghost`} aria-label={t('actions.viewLabel', { name })} onClick={() => onView(user)}>
        {t('actions.view')}
      </button>
      {canMakeMember(user) && (
        <OnlineButton className={`${button} btn-success`} aria-label={t('actions.makeMemberLabel', { name })} onClick={() => onMakeMember(user)}>
          {t('actions.makeMember')}
        </OnlineButton>
      )}
      {canRemove(user) && (
        <OnlineButton className={`${button} btn-error btn-outline`} aria-label={t('actions.deleteLabel', { name })} onClick={() => onRemove(user)}>
          {t('actions.delete')}
        </OnlineButton>
      )}
    </div>
  );
}
