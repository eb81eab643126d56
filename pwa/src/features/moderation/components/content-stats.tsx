import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';
import { membersOf } from '@shared/api/members';
import { pendingTotal } from '../content-kinds';
import type { ContentLists } from '../use-content-lists';

/** Six stat cards: Projects, Articles, Events, Images, Members, Pending ('–' until loaded). */
export function ContentStats({ lists }: { lists: ContentLists }) {
  const { t } = useTranslation('content');
  const cards: Array<[string, number | undefined]> = [
    ['projects', lists.projects.data?.projects.length],
    ['articles', lists.news.data?.articles.length],
    ['events', lists.events.data?.events.length],
    ['images', lists.gallery.data?.images.length],
    ['members', lists.members.data && membersOf(lists.members.data).length],
    ['pending', lists.pending.data ? pendingTotal(lists.pending.data) : undefined],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 lg:grid-cols-6" aria-label={t('stats.label')} data-testid="content-stats">
      {cards.map(([key, n]) => (
        <div key={key} className="card bg-base-100 p-3 shadow-sm">
          <dt className="truncate text-xs opacity-70 sm:text-sm">{t(`stats.${key}`)}</dt>
          <dd className="text-xl font-bold sm:text-2xl" data-testid={`content-stat-${key}`}>
            {n === undefined ? '–' : formatNumber(n)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
