import { useTranslation } from 'react-i18next';
import type { Project } from '@shared/schemas/content';
import { formatDate } from '@/lib/i18n';
import { useLocalized } from '@/lib/localized';
import { statusBadgeClass } from '../project-category';
import { CategoryIcon } from './category-icon';

/** One project: category icon and colour, title, description, completion date, status badge. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const text = useLocalized();
  const completed = project.completedAt ? formatDate(project.completedAt, t('dateFormat')) : '';
  return (
    <article className="card h-full bg-base-100 shadow-sm" data-testid="project-card">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <CategoryIcon category={project.category} />
            <span className="text-sm font-medium">{t(`category.${project.category}`, { defaultValue: project.category })}</span>
          </div>
          <span className={`badge ${statusBadgeClass(project.status)}`} data-testid="project-status">
            {t(`status.${project.status}`, { defaultValue: project.status })}
          </span>
        </div>
        <h2 className="card-title">{text(project, 'title')}</h2>
        <p className="opacity-80">{text(project, 'description')}</p>
        {completed && <p className="mt-auto text-sm font-medium">{t('completedOn', { date: completed })}</p>}
      </div>
    </article>
  );
}
