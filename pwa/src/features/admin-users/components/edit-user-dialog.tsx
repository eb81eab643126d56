import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/schemas/users';
import { Modal } from '@/components/offline/modal';
import { EditUserForm } from './edit-user-form';

/** 'Edit User' for one account (null: closed). */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Modal open={user !== null} onClose={onClose} title={t('editTitle')} testId="edit-user-dialog" closeOnBackdrop={false}>
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}
