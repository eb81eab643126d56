import { useTranslation } from 'react-i18next';
import { useProjects } from '../projects.store';
import { ProjectCard } from './project-card';
import { UpcomingCards } from './upcoming-cards';

/** /projects: 'Our Impact', the project cards, then the two fixed upcoming cards. */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  const { items, isLoading, error } = useProjects();

  let body;
  if (isLoading) {
    body = (
      <p role="status" className="py-16 text-center opacity-80">
        {t('loading')}
      </p>
    );
  } else if (error || items.length === 0) {
    const kind = error ? 'error' : 'empty';
    body = (
      <div role={error ? 'alert' : undefined} className="py-12 text-center" data-testid={`projects-${kind}`}>
        <h2 className="text-2xl font-semibold">{t(`${kind}.title`)}</h2>
        <p className="mt-2 opacity-80">{t(`${kind}.text`)}</p>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t('listLabel')}>
        {items.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="projects-page">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl opacity-80">{t('subtitle')}</p>
      </header>
      {body}
      <UpcomingCards />
    </div>
  );
}
