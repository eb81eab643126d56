import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/admin/tabs';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { EventsTab } from '@/features/admin-events/components/events-tab';
import { NoticesTab } from '@/features/admin-notices/components/notices-tab';
import { ReportsDialog } from '@/features/admin-reports/components/reports-dialog';
import { SettingsDialog } from '@/features/admin-settings/components/settings-dialog';
import { MembersTab } from '@/features/admin-users/components/members-tab';
import { ContentTab } from '@/features/moderation/components/content-tab';
import { AdminHeader } from './admin-header';
import { OverviewTab } from './overview-tab';
import { StatCards } from './stat-cards';
import { useDashboardCounts } from './use-dashboard-counts';

const TABS = ['overview', 'members', 'events', 'content', 'notices'] as const;
type TabId = (typeof TABS)[number];
const PANELS: Record<TabId, () => React.ReactNode> = {
  overview: () => <OverviewTab />,
  members: () => <MembersTab />,
  events: () => <EventsTab />,
  content: () => <ContentTab />,
  notices: () => <NoticesTab />,
};

/** The administrator dashboard (signed-in-areas.md §2): header, stat cards, Attention Required, five tabs. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const counts = useDashboardCounts();
  const [params, setParams] = useSearchParams();
  const [action, setAction] = useAdminAction();
  const tab: TabId = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TabId) : 'overview';
  const select = (id: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        out.set('tab', id);
        out.delete('action');
        return out;
      },
      { preventScrollReset: true },
    );

  return (
    <section className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-4 px-3 py-6 sm:px-4" data-testid="admin-dashboard">
      <AdminHeader urgent={counts.pendingItems} onSettings={() => setAction('settings')} />
      <StatCards counts={counts} />
      <Tabs tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))} selected={tab} onSelect={select} label={t('tabs.label')} testId="admin-tabs">
        {PANELS[tab]()}
      </Tabs>
      <SettingsDialog open={action === 'settings'} onClose={() => setAction(null)} />
      <ReportsDialog open={action === 'reports'} onClose={() => setAction(null)} />
    </section>
  );
}
