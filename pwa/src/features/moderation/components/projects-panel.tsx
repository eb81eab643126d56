import { useTranslation } from 'react-i18next';
import type { Project } from '@shared/schemas/content';
import { AdminSection } from '@/components/admin/admin-section';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate } from '@/lib/i18n';
import { newestFirst } from '../content-kinds';
import { ContentRow } from './content-row';

/** Every project, newest first, whatever its status. */
export function ProjectsPanel({ query }: { query: AdminQuery<{ projects: Project[] }> }) {
  const { t } = useTranslation('content');
  return (
    <AdminSection query={query} testId="content-projects">
      {({ projects }) =>
        projects.length === 0 ? (
          <p className="opacity-70">{t('empty.projects')}</p>
        ) : (
          <ul className="grid gap-3">
            {newestFirst(projects).map((p) => (
              <ContentRow
                key={p.id}
                kind="project"
                item={p}
                thumbnail={p.imageUrl}
                meta={
                  <>
                    <span>{t(`projectCategories.${p.category}`, { defaultValue: p.category })}</span>
                    <span>{t('meta.created', { date: formatDate(p.createdAt, t('meta.dateFormat')) })}</span>
                  </>
                }
              />
            ))}
          </ul>
        )
      }
    </AdminSection>
  );
}
