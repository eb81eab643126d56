import type { Project } from '../../../shared/schemas/content';
import { bnTexts, reviewTrail } from '../lib/present-fields';
import type { ProjectRow } from './projects.repo';

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
