import { useTranslation } from 'react-i18next';
import type { MySubmission } from '@shared/schemas/submissions';
import { formatDate, localDigits } from '@/lib/i18n';
import { messageText } from '@/lib/message-text';
import { retry } from '@/lib/outbox';
import type { WaitingSubmission } from '../waiting-submissions';
import { SubmissionThumb } from './submission-thumb';

const TONE: Record<string, string> = {
  waiting: 'badge-warning',
  sending: 'badge-info',
  failed: 'badge-error',
  pending: 'badge-warning',
  approved: 'badge-success',
  published: 'badge-success',
  completed: 'badge-neutral',
  rejected: 'badge-error',
};

function Badge({ status, text }: { status: string; text: string }) {
  return <span className={`badge badge-sm whitespace-nowrap ${TONE[status] ?? 'badge-ghost'}`}>{text}</span>;
}

/** Kind, title and date of a row, beside its picture. */
function Heading({ kind, title, when }: { kind: string; title: string; when: string }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs uppercase tracking-wide opacity-70">{kind}</p>
      <p className="break-words font-medium">{title}</p>
      <p className="text-xs opacity-70">{when}</p>
    </div>
  );
}

/** A submission still on this device: waiting to be sent (with its picture's upload progress), sending, or refused (Retry). */
export function WaitingRow({ item, percent }: { item: WaitingSubmission; percent: number | undefined }) {
  const { t } = useTranslation('submissions');
  const title = item.title || t('mine.untitled');
  const bytes = item.image && 'bytes' in item.image ? { data: item.image.bytes, type: item.image.type, id: item.id } : undefined;
  const url = item.image && 'url' in item.image ? item.image.url : null;
  const statusText =
    item.state === 'failed'
      ? t('offline:sync.status.failed')
      : item.state === 'sending' && percent === undefined
        ? t('mine.status.sending')
        : t('mine.status.waiting');
  return (
    <li className="grid gap-2 py-3" data-testid="submission-row" data-kind={item.kind} data-status={item.state}>
      <div className="flex items-start gap-3">
        <SubmissionThumb bytes={bytes} url={url} alt={t('mine.thumbAlt', { title })} />
        <Heading kind={t(`mine.kind.${item.kind}`)} title={title} when={t('mine.madeOn', { date: formatDate(item.createdAt, t('mine.dateFormat')) })} />
        <Badge status={item.state} text={statusText} />
      </div>
      {percent !== undefined && (
        <div className="grid gap-1">
          <progress
            className="progress progress-primary h-2 w-full"
            max={100}
            value={percent}
            aria-label={t('mine.uploadLabel')}
            aria-valuetext={localDigits(`${percent}%`)}
          />
          <p className="text-xs">{t('mine.uploading', { percent })}</p>
        </div>
      )}
      {item.state === 'failed' && (
        <div className="flex flex-wrap items-center gap-2">
          {item.error && (
            <p className="text-sm text-error">
              {t('mine.failedHint', { reason: item.error === 'network' ? t('offline:sync.networkError') : messageText(item.error) })}
            </p>
          )}
          <button type="button" className="btn btn-sm btn-primary min-h-11" onClick={() => void retry(item.id)}>
            {t('offline:sync.retry')}
          </button>
        </div>
      )}
    </li>
  );
}

/** A submission the server has, with where it stands: pending review, approved / published, rejected. */
export function SentRow({ item }: { item: MySubmission }) {
  const { t } = useTranslation('submissions');
  const title = item.title || t('mine.untitled');
  return (
    <li className="flex items-start gap-3 py-3" data-testid="submission-row" data-kind={item.kind} data-status={item.status}>
      <SubmissionThumb url={item.imageUrl} alt={t('mine.thumbAlt', { title })} />
      <Heading kind={t(`mine.kind.${item.kind}`)} title={title} when={t('mine.sentOn', { date: formatDate(item.createdAt, t('mine.dateFormat')) })} />
      <Badge status={item.status} text={t(`mine.status.${item.status}`, { defaultValue: item.status })} />
    </li>
  );
}
