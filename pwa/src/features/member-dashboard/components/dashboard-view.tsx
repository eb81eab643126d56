import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { Tabs } from '@/components/admin/tabs';
import { NotOnPhoneYet } from '@/components/offline/not-on-phone-yet';
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
  eventsNeverLoaded = false,
  quickActions,
  submissions,
}: {
  analytics: MemberAnalytics;
  events: ClubEvent[];
  /** The club's events were never loaded on this phone: the calendar and the upcoming events say so. */
  eventsNeverLoaded?: boolean;
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
  // Never loaded on this phone: AnalyticsState says so once, above; the views of the numbers show nothing (never zeros or 'No activities yet').
  const hidden = analytics.neverLoaded;
  const noEvents = eventsNeverLoaded ? <NotOnPhoneYet text={t('analytics.eventsNotOnPhone')} testId="member-events-not-on-phone" /> : null;
  const panels: Record<InnerTab, () => ReactNode> = {
    overview: () => (
      <OverviewTab
        activities={value?.activities ?? []}
        events={events}
        activitiesMissing={hidden}
        eventsMissing={noEvents}
        quickActions={quickActions}
        submissions={submissions}
      />
    ),
    activities: () => !hidden && <ActivityTimeline activities={value?.activities ?? []} title={t('activities.title')} empty={t('activities.empty')} />,
    achievements: () => !hidden && <AchievementsTab achievements={value?.achievements ?? []} />,
    events: () => noEvents ?? <EventsCalendar events={events} />,
    // Goals count up from the analytics: nothing until they are here (AnalyticsState says why).
    goals: () => value && <GoalsTab analytics={value.analytics} />,
  };
  return (
    <div className="grid gap-4">
      <AnalyticsState analytics={analytics} />
      {!hidden && (
        <>
          <StatCards analytics={value?.analytics ?? null} />
          <LevelProgress points={value?.analytics.totalPoints ?? 0} ready={value !== null} />
        </>
      )}
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
