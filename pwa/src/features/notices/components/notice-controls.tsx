import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';
import { NoticeGlyph } from './notice-glyph';

export const noticeIconButton = 'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-black/15 focus-visible:outline-current';

interface NoticeControlsProps {
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Only dismissible notices get the Dismiss button. */
  onDismiss?: () => void;
}

/** Previous, 'n/total' and next (with more than one notice), and Dismiss. */
export function NoticeControls({ index, total, onPrevious, onNext, onDismiss }: NoticeControlsProps) {
  const { t } = useTranslation('notices');
  const n = formatNumber(index + 1);
  const count = formatNumber(total);
  return (
    <>
      {total > 1 && (
        <div className="ml-auto flex shrink-0 items-center">
          <button type="button" className={noticeIconButton} onClick={onPrevious} aria-label={t('previous')}>
            <NoticeGlyph d="M15 18l-6-6 6-6" />
          </button>
          <span className="text-sm tabular-nums" aria-hidden="true" data-testid="notice-counter">
            {t('counter', { n, total: count })}
          </span>
          <span className="sr-only">{t('counterLabel', { n, total: count })}</span>
          <button type="button" className={noticeIconButton} onClick={onNext} aria-label={t('next')}>
            <NoticeGlyph d="M9 18l6-6-6-6" />
          </button>
        </div>
      )}
      {onDismiss && (
        <button type="button" className={noticeIconButton} onClick={onDismiss} aria-label={t('dismiss')}>
          <NoticeGlyph d="M6 6l12 12M18 6 6 18" />
        </button>
      )}
    </>
  );
}
