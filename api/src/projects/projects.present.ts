import type { Project } from '../../../shared/schemas/content';
import { toIso } from '../lib/time';
import type { ProjectRow } from './projects.repo';

export const presentProject = (p: ProjectRow): Project => ({
  id: p.id,
  title: p.title,
  description: p.description,
  titleBn: p.title_bn ?? null,
  descriptionBn: p.description_bn ?? null,
  imageUrl: p.image_url ?? null,
  status: p.status,
  category: p.category,
  completedAt: p.completed_at ?? null,
  createdAt: toIso(p.created_at)!,
  updatedAt: toIso(p.updated_at)!,
  createdBy: p.created_by ?? null,
  approvedBy: p.approved_by ?? null,
});
