import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { Tabs } from '@/components/admin/tabs';
import type { MemberAnalytics } from '../analytics.store';
import { AchievementsTab } from './achievements-tab';
import { ActivityTimeline } from './activity-timeline';
import { AnalyticsState } from './analytics-state';
import { EventsCalendar } from './events-calendar';
import { GoalsTab } from './goals-tab';
import { LevelProgress } from './level-progress';
import { OverviewTab } from './overview-tab';
import { StatCards } from './stat-cards';

const INNER = ['overview', 'activities', 'achievements', 'events', 'goals'] as const;
type InnerTab = (typeof INNER)[number];

/**
 * The Dashboard tab: stat cards, the level bar, then Overview, Activities, Achievements, Events
 * and Goals (the open one in the address, ?view=).
 */
export function DashboardView({
  analytics,
  events,
  quickActions,
  submissions,
}: {
  analytics: MemberAnalytics;
  events: ClubEvent[];
  quickActions?: ReactNode;
  submissions?: ReactNode;
}) {
  const { t } = useTranslation('member-dashboard');
  const [params, setParams] = useSearchParams();
  const raw = params.get('view') ?? '';
  const view: InnerTab = (INNER as readonly string[]).includes(raw) ? (raw as InnerTab) : 'overview';
  const select = (id: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (id === 'overview') out.delete('view');
        else out.set('view', id);
        return out;
      },
      { preventScrollReset: true },
    );

  const value = analytics.data?.value ?? null;
  const panels: Record<InnerTab, () => ReactNode> = {
    overview: () => <OverviewTab activities={value?.activities ?? []} events={events} quickActions={quickActions} submissions={submissions} />,
    activities: () => <ActivityTimeline activities={value?.activities ?? []} title={t('activities.title')} empty={t('activities.empty')} />,
    achievements: () => <AchievementsTab achievements={value?.achievements ?? []} />,
    events: () => <EventsCalendar events={events} />,
    goals: () => <GoalsTab analytics={value?.analytics ?? null} />,
  };
  return (
    <div className="grid gap-4">
      <AnalyticsState analytics={analytics} />
      <StatCards analytics={value?.analytics ?? null} />
      <LevelProgress points={value?.analytics.totalPoints ?? 0} ready={value !== null} />
      <Tabs
        tabs={INNER.map((id) => ({ id, label: t(`innerTabs.${id}`) }))}
        selected={view}
        onSelect={select}
        label={t('innerTabs.label')}
        testId="member-inner-tabs"
      >
        {panels[view]()}
      </Tabs>
    </div>
  );
}
