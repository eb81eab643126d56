import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDistanceToNow } from 'date-fns';
import type { NotificationItem } from '@shared/schemas/notifications';
import { dateLocale, isLanguage, localDigits } from '@/lib/i18n';

/** A page of this site only (as the service worker opens on a tap): anything else opens the home page. */
const sitePath = (url: string) => (/^\/(?![/\\])/.test(url) ? url : '/');

/** One notification: its title and text in the app's language, how long ago, a link to its page; `unread` marks it new. */
export function NotificationRow({ item, unread }: { item: NotificationItem; unread: boolean }) {
  const { t, i18n } = useTranslation('notifications');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const ago = localDigits(formatDistanceToNow(new Date(item.createdAt), { addSuffix: true, locale: dateLocale() }));
  return (
    <li data-testid="notification" data-unread={unread}>
      <Link to={sitePath(item.url)} className={`flex gap-3 px-4 py-3 hover:bg-base-200 ${unread ? 'bg-primary/5' : ''}`}>
        <span aria-hidden="true" className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-primary' : ''}`} />
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">{item.title[lang]}</span>
            {unread && <span className="badge badge-primary badge-sm">{t('new')}</span>}
          </span>
          <span className="text-sm">{item.body[lang]}</span>
          <time dateTime={item.createdAt} className="text-xs opacity-70">
            {ago}
          </time>
        </span>
      </Link>
    </li>
  );
}
