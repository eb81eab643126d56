import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportBannerHeight } from '@/components/layouts/banner-reserve';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { useHydrated } from '@/lib/use-client-value';
import { useLocalized } from '@/lib/localized';
import { useNoticeBanner } from '../notices.store';
import { priorityClasses } from '../notice-style';
import { NoticeControls, noticeIconButton } from './notice-controls';
import { NoticeGlyph } from './notice-glyph';
import { NoticeIcon } from './notice-icon';
import { NoticeLink } from './notice-link';

const badge = 'shrink-0 rounded-full border border-current px-2 py-0.5 text-xs font-semibold';
/** Below Tailwind's sm: a phone, where the banner starts compact. */
const SMALL_SCREEN = '(max-width: 639.98px)';

/**
 * The current notices, one at a time, in the strip above every page; nothing when none apply.
 * On a phone it starts compact — title and one line of the message, about 50 px — and a tap
 * shows all of it ('Show less' folds it again). It reports its height to the strip, which holds
 * that much room at the next visit's first paint so the page does not jump when it appears.
 */
export function NoticeBanner() {
  const { t } = useTranslation('notices');
  const { isLoading, notice, index, total, next, previous, dismiss } = useNoticeBanner();
  const text = useLocalized();
  const small = useMediaQuery(SMALL_SCREEN);
  const [expanded, setExpanded] = useState(false);
  const compact = small && !expanded;
  /** Not yet the browser's own render (the server's, or the one taking its page over): both ways, by CSS. */
  const both = !useHydrated();
  const bodyId = useId();
  const ref = useRef<HTMLElement>(null);
  const reportHeight = useReportBannerHeight();

  const noticeId = notice?.id ?? null;
  // The height to hold next time: the banner as it first shows (compact on a phone), or none. Read
  // after the paint (its layout is done by then), not before it: that would force the layout inside
  // the render's task and make one long task of the two.
  useEffect(() => {
    if (isLoading) return;
    if (noticeId === null) reportHeight(0);
    else if (!expanded && ref.current) reportHeight(ref.current.offsetHeight);
  }, [isLoading, noticeId, expanded, small, reportHeight]);

  if (!notice) return null;
  const priority = (
    <span className={badge} data-testid="notice-priority">
      {t(`priority.${notice.priority}`, { defaultValue: notice.priority })}
    </span>
  );
  const controls = <NoticeControls index={index} total={total} onPrevious={previous} onNext={next} onDismiss={notice.dismissible ? dismiss : undefined} />;

  return (
    <section
      ref={ref}
      aria-label={t('region')}
      className={priorityClasses(notice.priority)}
      data-testid="notice-banner"
      data-priority={notice.priority}
      data-compact={compact}
      data-both={both || undefined}
    >
      {/* On the server and while the app takes the page over, both ways of showing it are in the page
          and the screen's width picks one (a phone: compact), so nothing moves; then only the one shown. */}
      {(both || compact) && (
        <div className={`mx-auto flex max-w-7xl items-center gap-2 px-3 py-1.5 ${both ? 'sm:hidden' : ''}`}>
          <NoticeIcon type={notice.type} className="h-5 w-5 shrink-0" />
          <div className="min-w-0 flex-1" aria-live="polite" aria-atomic="true">
            <button type="button" className="block min-h-11 w-full min-w-0 text-left" aria-expanded={false} onClick={() => setExpanded(true)}>
              <span className="flex items-center gap-2">
                <span className="truncate text-sm font-semibold">{text(notice, 'title')}</span>
                {priority}
              </span>
              <span className="block truncate text-xs">{text(notice, 'message')}</span>
            </button>
          </div>
          {controls}
        </div>
      )}
      {(both || !compact) && (
        <div className={`mx-auto flex max-w-7xl flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3 ${both ? 'max-sm:hidden' : ''}`}>
          <NoticeIcon type={notice.type} className="mt-0.5 h-6 w-6 shrink-0" />
          <div className="min-w-0 flex-1 basis-64" aria-live="polite" aria-atomic="true">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">{text(notice, 'title')}</p>
              {priority}
              <span className={`hidden sm:inline-flex ${badge}`} data-testid="notice-type">
                {t(`type.${notice.type}`, { defaultValue: notice.type })}
              </span>
            </div>
            <p id={bodyId} className="mt-1 text-sm">
              {text(notice, 'message')}
              <NoticeLink notice={notice} />
            </p>
          </div>
          {small || both ? (
            <div className="ml-auto flex shrink-0 items-center">
              {controls}
              <button
                type="button"
                className={`${noticeIconButton} ${both ? 'sm:hidden' : ''}`}
                aria-expanded={true}
                aria-controls={bodyId}
                aria-label={t('showLess')}
                onClick={() => setExpanded(false)}
              >
                <NoticeGlyph d="M18 15l-6-6-6 6" />
              </button>
            </div>
          ) : (
            controls
          )}
        </div>
      )}
    </section>
  );
}
