import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ClubEvent } from '@shared/schemas/events';
import { Tabs } from '@/components/admin/tabs';
import { useAuth } from '@/lib/auth';
import { useMemberAnalytics } from '../analytics.store';
import { DashboardView } from './dashboard-view';
import { MemberHeader } from './member-header';
import { SettingsDialog } from './settings-dialog';

export interface MemberDashboardSlots {
  /** The Edit Profile button and dialog, in the header beside Settings. */
  editProfile?: ReactNode;
  /** Quick actions (Submit Project, Write Article, Upload Image, RSVP Event), in the Overview. */
  quickActions?: ReactNode;
  /** The member's submissions with their status, in the Overview. */
  submissions?: ReactNode;
  /** The 'Event Registration' tab. */
  eventRegistration?: ReactNode;
  /** The 'RSVP Events' tab. */
  rsvp?: ReactNode;
  /** More settings in the Settings dialog (the personal calendar feed). */
  settings?: ReactNode;
}

export interface MemberDashboardPageProps extends MemberDashboardSlots {
  /** The club's events (the mirrored list): the Overview's upcoming events and the calendar. */
  events?: ClubEvent[];
  /** The club's events were never loaded on this phone (the mirrored list's `neverLoaded`). */
  eventsNeverLoaded?: boolean;
}

const OUTER = ['dashboard', 'registration', 'rsvp'] as const;
type OuterTab = (typeof OUTER)[number];

/**
 * The member dashboard (signed-in-areas.md §2): header, then the tabs Dashboard, Event
 * Registration and RSVP Events; the open tab lives in the address (?tab=).
 */
export function MemberDashboardPage({
  editProfile,
  quickActions,
  submissions,
  eventRegistration,
  rsvp,
  settings,
  events = [],
  eventsNeverLoaded,
}: MemberDashboardPageProps) {
  const { t } = useTranslation('member-dashboard');
  const { user } = useAuth();
  const analytics = useMemberAnalytics(user?.id ?? null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') ?? '';
  const tab: OuterTab = (OUTER as readonly string[]).includes(raw) ? (raw as OuterTab) : 'dashboard';
  const select = (id: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (id === 'dashboard') out.delete('tab');
        else out.set('tab', id);
        return out;
      },
      { preventScrollReset: true },
    );

  if (!user) return null;
  const panels: Record<OuterTab, ReactNode> = {
    dashboard: (
      <DashboardView analytics={analytics} events={events} eventsNeverLoaded={eventsNeverLoaded} quickActions={quickActions} submissions={submissions} />
    ),
    registration: eventRegistration ?? null,
    rsvp: rsvp ?? null,
  };
  return (
    <section className="mx-auto grid w-full max-w-7xl gap-4 px-3 py-6 sm:px-4" data-testid="member-dashboard">
      <MemberHeader
        user={user}
        analytics={analytics.data}
        levelKnown={!analytics.neverLoaded}
        editProfile={editProfile}
        onSettings={() => setSettingsOpen(true)}
      />
      <Tabs
        tabs={OUTER.map((id) => ({ id, label: t(`outerTabs.${id}`) }))}
        selected={tab}
        onSelect={select}
        label={t('outerTabs.label')}
        testId="member-outer-tabs"
      >
        {panels[tab]}
      </Tabs>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        {settings}
      </SettingsDialog>
    </section>
  );
}
