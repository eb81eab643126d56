import { useTranslation } from 'react-i18next';
import { sessionApi } from '@shared/api/session';
import { LoadFailed } from '@/components/admin/load-failed';
import { StaleNote } from '@/components/admin/stale-note';
import { Modal } from '@/components/offline/modal';
import { useAdminQuery } from '@/lib/admin-query';
import { SettingsForm } from './settings-form';

/**
 * System Settings (the header's Settings button, Quick Actions 'System Settings'): loads
 * GET /api/settings when opened and saves with PUT /api/settings. Offline it shows the last
 * loaded values, and Save needs a connection.
 */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'admin']);
  const query = useAdminQuery(sessionApi.settings, open ? {} : null);
  return (
    <Modal open={open} onClose={onClose} title={t('title')} testId="settings-dialog" closeOnBackdrop={false}>
      <StaleNote loadedAt={query.loadedAt} stale={query.stale} />
      {query.data && !query.isLoading ? (
        <SettingsForm key={query.loadedAt ?? 0} initial={query.data} onDone={onClose} />
      ) : query.isLoading || !query.error ? (
        <p role="status" className="mt-3">
          {t('admin:loading')}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <LoadFailed query={query} />
          <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      )}
    </Modal>
  );
}
