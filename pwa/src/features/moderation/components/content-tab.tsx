import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/admin/tabs';
import { formatNumber } from '@/lib/i18n';
import { pendingTotal } from '../content-kinds';
import { useContentLists } from '../use-content-lists';
import { ContentStats } from './content-stats';
import { CreateEventDialog } from './create-event-dialog';
import { CreateGalleryDialog } from './create-gallery-dialog';
import { CreateNewsDialog } from './create-news-dialog';
import { CreateProjectDialog } from './create-project-dialog';
import { EventsPanel } from './events-panel';
import { GalleryPanel } from './gallery-panel';
import { NewsPanel } from './news-panel';
import { PendingPanel } from './pending-panel';
import { ProjectsPanel } from './projects-panel';
import { RegistrationsPanel } from './registrations-panel';

const SECTIONS = ['projects', 'news', 'events', 'registrations', 'gallery', 'pending'] as const;
type Section = (typeof SECTIONS)[number];
/** The sections with a 'Create {tab}' dialog, and the dialog's name in the address (?action=). */
const CREATE: Partial<Record<Section, string>> = { projects: 'new-project', news: 'new-article', events: 'new-event', gallery: 'new-image' };

/** 'Pending Reviews' with its count on the same line (a daisyUI tab wraps a separate badge below its label). */
function PendingLabel({ count }: { count: number }) {
  const { t } = useTranslation('content');
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {t('tabs.pending')}
      {count > 0 && (
        <>
          <span className="badge badge-sm badge-error" aria-hidden="true">
            {formatNumber(count)}
          </span>
          <span className="sr-only">{t('tabs.waiting', { count })}</span>
        </>
      )}
    </span>
  );
}

/** The content manager (signed-in-areas.md §2 Content tab): six stat cards, six sections, the create dialogs. */
export function ContentTab() {
  const { t } = useTranslation('content');
  const lists = useContentLists();
  const [params, setParams] = useSearchParams();
  // Like the frame's ?action= (components/admin/use-admin-action), but the page keeps its scroll
  // position: switching a section or opening a dialog must not jump back to the top.
  const go = (change: (p: URLSearchParams) => void, replace = false) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        change(out);
        return out;
      },
      { replace, preventScrollReset: true },
    );
  const section: Section = (SECTIONS as readonly string[]).includes(params.get('section') ?? '') ? (params.get('section') as Section) : 'projects';
  const select = (id: string) =>
    go((p) => {
      p.set('section', id);
      p.delete('action');
    });
  const action = params.get('action');
  const create = CREATE[section];
  const open = (name: string) => go((p) => p.set('action', name));
  const close = () => go((p) => p.delete('action'), true);

  const panel: Record<Section, () => React.ReactNode> = {
    projects: () => <ProjectsPanel query={lists.projects} />,
    news: () => <NewsPanel query={lists.news} />,
    events: () => <EventsPanel query={lists.events} />,
    registrations: () => <RegistrationsPanel query={lists.registrations} events={lists.events.data?.events} />,
    gallery: () => <GalleryPanel query={lists.gallery} />,
    pending: () => <PendingPanel query={lists.pending} />,
  };

  return (
    <div className="grid gap-4" data-testid="content-tab">
      <h2 className="sr-only">{t('title')}</h2>
      <ContentStats lists={lists} />
      <Tabs
        tabs={SECTIONS.map((id) => ({ id, label: id === 'pending' ? <PendingLabel count={pendingTotal(lists.pending.data)} /> : t(`tabs.${id}`) }))}
        selected={section}
        onSelect={select}
        label={t('tabs.label')}
        testId="content-sections"
      >
        {create && (
          <div className="flex justify-end">
            <button type="button" className="btn btn-primary min-h-11" onClick={() => open(create)}>
              {t(`create.${section}`)}
            </button>
          </div>
        )}
        {panel[section]()}
      </Tabs>
      <CreateProjectDialog open={action === CREATE.projects} onClose={close} />
      <CreateNewsDialog open={action === CREATE.news} onClose={close} />
      <CreateEventDialog open={action === CREATE.events} onClose={close} />
      <CreateGalleryDialog open={action === CREATE.gallery} onClose={close} />
    </div>
  );
}
