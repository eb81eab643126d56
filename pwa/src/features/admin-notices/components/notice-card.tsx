import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@shared/schemas/notices';
import { OnlineButton } from '@/components/admin/online-button';
import { formatDate } from '@/lib/i18n';
import { deleteNotice } from '../notice-actions';
import { noticeState } from '../notice-dates';

const STATE_TONE = { active: 'badge-success', scheduled: 'badge-info', expired: 'badge-ghost' } as const;
const PRIORITY_TONE = { low: 'badge-ghost', medium: 'badge-neutral', high: 'badge-warning', urgent: 'badge-error' } as const;

/** One notice: title, message, when it shows (active / scheduled / expired), audience, priority, type; Edit and Delete. */
export function NoticeCard({ notice, onEdit }: { notice: Notice; onEdit: () => void }) {
  const { t } = useTranslation('admin-notices');
  const [busy, setBusy] = useState(false);
  const state = noticeState(notice);
  const day = (iso: string) => formatDate(iso, t('dateFormat'));
  return (
    <li className="grid gap-2 border-b border-base-200 pb-3 last:border-0" data-testid="admin-notice" data-state={state}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words">{notice.title}</h3>
        <span className={`badge badge-sm ${STATE_TONE[state]}`} data-testid="notice-state">
          {t(`state.${state}`)}
        </span>
      </div>
      <p className="text-sm break-words whitespace-pre-line opacity-90">{notice.message}</p>
      <div className="flex flex-wrap gap-2 text-xs">
        <span className="badge badge-sm badge-outline" data-testid="notice-audience">
          {t(`audience.${notice.targetAudience}`)}
        </span>
        <span className={`badge badge-sm ${PRIORITY_TONE[notice.priority]}`}>{t(`priority.${notice.priority}`)}</span>
        <span className="badge badge-sm badge-outline">{t(`type.${notice.type}`)}</span>
        <span className="badge badge-sm badge-ghost">{t(notice.dismissible ? 'dismissible' : 'notDismissible')}</span>
      </div>
      <p className="text-sm opacity-80" data-testid="notice-dates">
        {t('dates', { start: day(notice.startDate), end: day(notice.endDate) })}
      </p>
      <div className="flex justify-end gap-2">
        <OnlineButton className="btn btn-outline btn-sm min-h-11" aria-label={t('editItem', { title: notice.title })} onClick={onEdit}>
          {t('edit')}
        </OnlineButton>
        <OnlineButton
          className="btn btn-ghost btn-sm min-h-11 text-error"
          disabled={busy}
          aria-label={t('deleteItem', { title: notice.title })}
          onClick={() => {
            setBusy(true);
            void deleteNotice(notice).finally(() => setBusy(false));
          }}
        >
          {t('delete')}
        </OnlineButton>
      </div>
    </li>
  );
}
