import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/offline/modal';
import { JoinForm } from './join-form';
import { useJoinForm } from './use-join-form';

/**
 * The dialog 'Register Now' opens. It stays mounted while closed so a half-typed application
 * is still there when the dialog is opened again; it is reset only after it was sent or queued.
 */
export function JoinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('join');
  const form = useJoinForm(onClose);
  return (
    <Modal open={open} onClose={onClose} title={t('dialog.title')} testId="join-dialog">
      <p className="mt-1 mb-4 text-sm opacity-80">{t('dialog.intro')}</p>
      <JoinForm form={form} onCancel={onClose} />
    </Modal>
  );
}
