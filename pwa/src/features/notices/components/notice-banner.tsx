import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@shared/schemas/notices';
import { formatNumber } from '@/lib/i18n';
import { useNoticeBanner } from '../notices.store';
import { priorityClasses } from '../notice-style';
import { NoticeIcon } from './notice-icon';

const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-black/15 focus-visible:outline-current';
const badge = 'rounded-full border border-current px-2 py-0.5 text-xs font-semibold';

function Glyph({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}

function NoticeLink({ notice }: { notice: Notice }) {
  const { t } = useTranslation('notices');
  if (!notice.link) return null;
  const label = notice.linkText?.trim() || t('learnMore');
  const className = 'ml-2 font-semibold underline underline-offset-2 focus-visible:outline-current';
  if (notice.link.startsWith('/')) {
    return (
      <Link to={notice.link} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <a href={notice.link} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}

/** The current notices, one at a time, in the strip above every page; nothing when none apply. */
export function NoticeBanner() {
  const { t } = useTranslation('notices');
  const { notice, index, total, next, previous, dismiss } = useNoticeBanner();
  if (!notice) return null;
  const n = formatNumber(index + 1);
  const count = formatNumber(total);

  return (
    <section aria-label={t('region')} className={priorityClasses(notice.priority)} data-testid="notice-banner" data-priority={notice.priority}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3">
        <NoticeIcon type={notice.type} className="mt-0.5 h-6 w-6 shrink-0" />
        <div className="min-w-0 flex-1 basis-64" aria-live="polite" aria-atomic="true">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold">{notice.title}</p>
            <span className={badge} data-testid="notice-priority">
              {t(`priority.${notice.priority}`, { defaultValue: notice.priority })}
            </span>
            <span className={`hidden sm:inline-flex ${badge}`} data-testid="notice-type">
              {t(`type.${notice.type}`, { defaultValue: notice.type })}
            </span>
          </div>
          <p className="mt-1 text-sm">
            {notice.message}
            <NoticeLink notice={notice} />
          </p>
        </div>
        {total > 1 && (
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <button type="button" className={iconButton} onClick={previous} aria-label={t('previous')}>
              <Glyph d="M15 18l-6-6 6-6" />
            </button>
            <span className="text-sm tabular-nums" aria-hidden="true" data-testid="notice-counter">
              {t('counter', { n, total: count })}
            </span>
            <span className="sr-only">{t('counterLabel', { n, total: count })}</span>
            <button type="button" className={iconButton} onClick={next} aria-label={t('next')}>
              <Glyph d="M9 18l6-6-6-6" />
            </button>
          </div>
        )}
        {notice.dismissible && (
          <button type="button" className={iconButton} onClick={dismiss} aria-label={t('dismiss')}>
            <Glyph d="M6 6l12 12M18 6 6 18" />
          </button>
        )}
      </div>
    </section>
  );
}
