import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '@/lib/localized';
import { homeProjects, previewText } from '../home.selectors';
import { useHomeProjects } from '../home.store';
import { HomeSection } from './home-section';
import { LoadingCards } from './loading-note';
import { srcSetFor } from '@shared/images';
import { WebpPicture } from '@/components/ui/webp-picture';

const PLANNED = ['poverty', 'unemployment', 'carbon'] as const;
const card = 'card relative h-full overflow-hidden bg-base-100 shadow-sm transition-shadow hover:shadow-md';

/** Block 3: up to 3 projects linking to /projects, or the 3 planned-goal cards when there are none. */
export function ProjectsPreview() {
  const { t } = useTranslation('home');
  const text = useLocalized();
  const { items, isLoading, neverLoaded } = useHomeProjects();
  const projects = homeProjects(items);

  let body;
  if (isLoading) body = <LoadingCards shape="project" />;
  else if (projects.length === 0)
    body = (
      <ul className="grid gap-6 md:grid-cols-3" data-testid="planned-goals">
        {PLANNED.map((key) => (
          <li key={key} className={card}>
            <div className="card-body">
              <span className="badge badge-accent">{t('projects.plannedBadge')}</span>
              <h3 className="card-title">{t(`projects.planned.${key}Title`)}</h3>
              <p className="opacity-80">{t(`projects.planned.${key}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  else
    body = (
      <ul className="grid gap-6 md:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className={card} data-testid="home-project">
            {project.imageUrl && (
              <WebpPicture src={project.imageUrl} sizes="(min-width: 768px) 33vw, 100vw">
                <img
                  src={project.imageUrl}
                  srcSet={srcSetFor(project.imageUrl)}
                  alt=""
                  width={640}
                  height={360}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full bg-base-300 object-cover"
                />
              </WebpPicture>
            )}
            <div className="card-body">
              <h3 className="card-title">
                <Link to="/projects" className="after:absolute after:inset-0">
                  {text(project, 'title')}
                </Link>
              </h3>
              <p className="opacity-80">{previewText(text(project, 'description'))}</p>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <HomeSection
      id="home-projects"
      title={t('projects.title')}
      more={{ to: '/projects', label: t('projects.viewAll') }}
      notOnPhone={neverLoaded ? t('notOnPhone') : undefined}
    >
      {body}
    </HomeSection>
  );
}
