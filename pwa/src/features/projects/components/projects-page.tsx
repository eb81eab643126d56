import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { PageMessage } from '@/components/ui/page-message';
import { useHashTarget } from '@/components/ui/use-hash-target';
import { useProjects } from '../projects.store';
import { ProjectCard } from './project-card';
import { UpcomingCards } from './upcoming-cards';

/** /projects: 'Our Impact', the project cards, then the two fixed upcoming cards. */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  const list = useProjects();
  const { items, isLoading, error } = list;
  // A search result opens /projects#project-{id}: that card is scrolled to and highlighted.
  const target = useHashTarget('project-', items.length > 0);

  let body;
  if (isLoading) {
    body = <PageMessage kind="loading" holdScreen title={t('loading')} />;
  } else if (error || items.length === 0) {
    const kind = error ? 'error' : 'empty';
    body = <PageMessage kind={kind} title={t(`${kind}.title`)} text={t(`${kind}.text`)} testId={`projects-${kind}`} notOnPhone={t('notOnPhone')} />;
  } else {
    body = (
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t('listLabel')}>
        {items.map((project) => (
          <li
            key={project.id}
            id={`project-${project.id}`}
            tabIndex={-1}
            className={`scroll-mt-24 rounded-box outline-none ${target === project.id ? 'ring-4 ring-primary' : ''}`}
            data-highlighted={target === project.id ? 'true' : undefined}
          >
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="projects-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
      <LoadMore list={list} kind="project" search="/search?type=projects" />
      <UpcomingCards />
    </div>
  );
}
