import '../notification-preferences.i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/offline/modal';
import { NotificationPreferences } from './notification-preferences';

/** The admin header's 'Notification choices': the same choices (the admin digest among them) in a dialog. */
export function NotificationPreferencesButton() {
  const { t } = useTranslation('notification-preferences');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('open')}
        testId="notification-preferences-dialog"
        actions={
          <button type="button" className="btn min-h-11" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        }
      >
        <div className="mt-4">
          <NotificationPreferences />
        </div>
      </Modal>
    </>
  );
}
