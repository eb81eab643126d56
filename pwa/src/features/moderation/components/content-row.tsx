import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@/components/admin/image-with-fallback';
import { OnlineButton } from '@/components/admin/online-button';
import { StatusBadge } from '@/components/admin/status-badge';
import { decideItem, deleteItem } from '../content-actions';
import { isDecidable, isPending, type ItemKind } from '../content-kinds';
import { RejectDialog } from './reject-dialog';

interface ContentRowProps {
  kind: ItemKind;
  /** `revisionId`: a team profile's version the admin sees (its approve or reject names it). */
  item: { id: number; title: string; status: string; revisionId?: number };
  /** A thumbnail column (a placeholder when the picture is missing or broken); leave out for none. */
  thumbnail?: string | null;
  /** The lines under the title (author, date, places ...). */
  meta?: ReactNode;
  /** More under the meta line (a profile edit's changes). */
  details?: ReactNode;
}

/**
 * One item of a content list: thumbnail, title, status, Approve / Reject while pending, Delete.
 * Rejecting a project, article or image asks for an optional reason its author is told; a team
 * profile's owner is told nothing of a rejection, so it is rejected at once.
 */
export function ContentRow({ kind, item, thumbnail, meta, details }: ContentRowProps) {
  const { t } = useTranslation('content');
  const [busy, setBusy] = useState(false);
  const [askingReason, setAskingReason] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const type = isDecidable(kind) && isPending(item) ? kind : null;
  const withReason = type === 'member' ? null : type;
  const reject = () => {
    if (withReason) setAskingReason(true);
    else if (type) run(() => decideItem(type, item.id, 'reject', { revisionId: item.revisionId }));
  };
  const btn = 'btn btn-sm min-h-11';

  return (
    <li
      className="flex flex-wrap items-start gap-3 border-b border-base-200 pb-3 last:border-0"
      data-testid="content-row"
      data-kind={kind}
      data-status={item.status}
    >
      {thumbnail !== undefined && (
        <ImageWithFallback
          src={thumbnail ?? undefined}
          alt=""
          width={80}
          height={60}
          loading="lazy"
          className="h-15 w-20 shrink-0 rounded-box bg-base-200 object-cover"
          data-testid="content-thumb"
        />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium break-words">{item.title}</p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm opacity-80">
          <StatusBadge status={item.status} />
          {meta}
        </div>
        {details}
      </div>
      <div className="flex w-full flex-wrap justify-end gap-2 sm:w-auto">
        {type && (
          <>
            <OnlineButton
              className={`${btn} btn-success`}
              disabled={busy}
              aria-label={t('actions.approveItem', { title: item.title })}
              onClick={() => run(() => decideItem(type, item.id, 'approve', { revisionId: item.revisionId }))}
            >
              {t('actions.approve')}
            </OnlineButton>
            <OnlineButton
              className={`${btn} btn-error btn-outline`}
              disabled={busy}
              aria-label={t('actions.rejectItem', { title: item.title })}
              onClick={reject}
            >
              {t('actions.reject')}
            </OnlineButton>
          </>
        )}
        {kind !== 'member' && (
          <OnlineButton
            className={`${btn} btn-ghost text-error`}
            disabled={busy}
            aria-label={t('actions.deleteItem', { title: item.title })}
            onClick={() => run(() => deleteItem(kind, item))}
          >
            {t('actions.delete')}
          </OnlineButton>
        )}
      </div>
      {withReason && (
        <RejectDialog
          open={askingReason}
          title={item.title}
          onClose={() => setAskingReason(false)}
          onReject={(reason) => decideItem(withReason, item.id, 'reject', { reason })}
        />
      )}
    </li>
  );
}
