import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/offline/modal';
import { AddUserForm } from './add-user-form';

/** 'Add User' (the tab's button, or `action=add-user` in the address from Quick Actions). */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Modal open={open} onClose={onClose} title={t('addTitle')} testId="add-user-dialog" closeOnBackdrop={false}>
      <AddUserForm onDone={onClose} />
    </Modal>
  );
}
