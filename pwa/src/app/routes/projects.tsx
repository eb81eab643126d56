import '../register-offline-list-rest';
import { ProjectsPage } from '@/features/projects/components/projects-page';

/** /projects (public-site.md §2 Projects). */
export default function ProjectsRoute() {
  return <ProjectsPage />;
}
