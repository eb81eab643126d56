import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@shared/schemas/notices';
import { isSafeLink } from '@shared/safe-link';
import { useLocalized } from '@/lib/localized';

/** The notice's link ('Learn More' unless it names its own text, in the reader's language where written); outside links open in a new tab. */
export function NoticeLink({ notice }: { notice: Notice }) {
  const { t } = useTranslation('notices');
  const text = useLocalized();
  // A link saved before the URL rules were tightened (a tab or newline could lead off-site) is not shown.
  if (!isSafeLink(notice.link)) return null;
  // In the reader's language where written (issue 29), else as written.
  const label = text(notice, 'linkText')?.trim() || t('learnMore');
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
