import type { Knex } from 'knex';
import type { ListLoader } from '../lib/list-cache';
import { projectsPolicy } from '../policies/projects.policy';
import { projectsRepo } from './projects.repo';
import type { Project } from '../../../shared/schemas/content';
import { bnTexts, reviewTrail } from '../lib/present-fields';
import type { ProjectRow } from './projects.repo';
import type { ListPaging } from '../lib/list-pages';
import { NEWEST_FIRST } from '../../../shared/list-order';

export const presentProject = (p: ProjectRow): Project => ({
  id: p.id,
  title: p.title,
  description: p.description,
  ...bnTexts(p, 'title', 'description'),
  imageUrl: p.image_url ?? null,
  status: p.status,
  category: p.category,
  completedAt: p.completed_at ?? null,
  ...reviewTrail(p),
});

/** How /api/projects pages: newest first; `category`, `q` in the title and description (both languages). */
export const projectsPaging: ListPaging<Project> = {
  rows: (whole) => (whole as { projects: Project[] }).projects,
  answer: (projects, nextCursor) => (nextCursor === undefined ? { projects } : { projects, nextCursor }),
  order: NEWEST_FIRST,
  category: (p) => p.category,
  text: (p) => [p.title, p.titleBn, p.description, p.descriptionBn],
};

/** The projects list an audience sees (projects.policy.ts says which). */
export const loadProjectsList =
  (db: Knex): ListLoader =>
  async (audience, ids) => ({ projects: (await projectsRepo.list(db, projectsPolicy.visibleStatuses(audience), ids)).map(presentProject) });
