import { useTranslation } from 'react-i18next';
import { usersApi } from '@shared/api/users';
import { LoadFailed } from '@/components/admin/load-failed';
import { StaleNote } from '@/components/admin/stale-note';
import { ClosableModal } from '@/components/ui/closable-modal';
import { useAdminQuery } from '@/lib/admin-query';
import { UserDetailView } from './user-detail-view';

/** 'View': one account read only (with its last sign-in and registrations), also offline when it was opened before. */
export function UserDetailDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'admin']);
  const query = useAdminQuery(usersApi.detail, userId === null ? null : { params: { id: userId } });
  // Right after switching users the previous one's answer is still held: never show it for another.
  const user = query.data && query.data.id === userId ? query.data : undefined;
  return (
    <ClosableModal open={userId !== null} onClose={onClose} title={t('detail.title')} testId="user-detail-dialog" closeLabel={t('detail.close')}>
      <div className="mt-3 grid gap-3">
        <StaleNote loadedAt={query.loadedAt} stale={query.stale && user !== undefined} />
        {user ? <UserDetailView user={user} /> : query.isLoading || !query.error ? <p role="status">{t('admin:loading')}</p> : <LoadFailed query={query} />}
      </div>
    </ClosableModal>
  );
}
