import { useTranslation } from 'react-i18next';
import type { Project } from '@shared/schemas/content';
import type { AdminQuery } from '@/lib/admin-query';
import { formatDate } from '@/lib/i18n';
import { ContentListPanel } from './content-list-panel';

/** Every project, newest first, whatever its status. */
export function ProjectsPanel({ query }: { query: AdminQuery<{ projects: Project[] }> }) {
  const { t } = useTranslation('content');
  return (
    <ContentListPanel
      query={query}
      section="projects"
      kind="project"
      items={(data) => data.projects}
      row={(p) => ({
        item: p,
        thumbnail: p.imageUrl,
        meta: (
          <>
            <span>{t(`projectCategories.${p.category}`, { defaultValue: p.category })}</span>
            <span>{t('meta.created', { date: formatDate(p.createdAt, t('meta.dateFormat')) })}</span>
          </>
        ),
      })}
    />
  );
}
