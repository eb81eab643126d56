import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { noticesApi } from '@shared/api/notices';
import { AdminSection } from '@/components/admin/admin-section';
import { useAdminQuery } from '@/lib/admin-query';
import { NoticeCard } from './notice-card';
import { NoticeFormDialog } from './notice-form-dialog';

const CREATE = 'create-notice';
const EDIT = 'edit-notice-';

/** 'Notice Board Management' (signed-in-areas.md §2): every notice (admins get all), create, edit, delete. */
export function NoticesTab() {
  const { t } = useTranslation('admin-notices');
  const query = useAdminQuery(noticesApi.list);
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  // The dialog lives in ?action= like the frame's (components/admin/use-admin-action), keeping the scroll position.
  const setAction = (next: string | null) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next) out.set('action', next);
        else out.delete('action');
        return out;
      },
      { replace: next === null, preventScrollReset: true },
    );
  const editing = action?.startsWith(EDIT) ? query.data?.find((n) => String(n.id) === action.slice(EDIT.length)) : undefined;
  const close = () => setAction(null);

  return (
    <div className="grid gap-4" data-testid="notices-tab">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 className="text-xl font-bold">{t('title')}</h2>
          <p className="text-sm opacity-70">{t('intro')}</p>
        </div>
        <button type="button" className="btn btn-primary min-h-11" onClick={() => setAction(CREATE)}>
          {t('create')}
        </button>
      </div>
      <AdminSection query={query} testId="admin-notices">
        {(notices) =>
          notices.length === 0 ? (
            <div className="grid justify-items-center gap-2 py-6 text-center" data-testid="notices-empty">
              <h3 className="text-lg font-semibold">{t('empty.title')}</h3>
              <p className="opacity-70">{t('empty.text')}</p>
            </div>
          ) : (
            <ul className="grid gap-3">
              {notices.map((n) => (
                <NoticeCard key={n.id} notice={n} onEdit={() => setAction(`${EDIT}${n.id}`)} />
              ))}
            </ul>
          )
        }
      </AdminSection>
      <NoticeFormDialog open={action === CREATE || editing !== undefined} notice={editing} onClose={close} />
    </div>
  );
}
