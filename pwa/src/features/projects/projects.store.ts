/** The projects feature's door to its data: the mirrored projects list. */
import type { Project } from '@shared/schemas/content';
import { useMirroredList, type MirroredList } from '@/lib/mirror';

export function useProjects(): MirroredList<Project> {
  return useMirroredList('projects');
}
