/** Projects: the public list (approved and completed; admins see every status), members' submissions, admins' deletes. */
import { z } from '../zod';
import { project, projectInput } from '../schemas/content';
import { endpoint } from './endpoint';
import { listPageQuery, listDelta, nextCursor } from './list-pages';
import { done, idParams } from './common';

export const projectsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects',
    access: 'anyone',
    summary: 'The projects the caller may see, whole or in pages (?limit, ?cursor, ?category, ?q; ?since= what changed after a version; ETag / 304)',
    query: listPageQuery,
    output: z.object({ projects: z.array(project), nextCursor, ...listDelta }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects',
    access: 'contributor',
    summary: 'Submit a project (it starts pending)',
    input: projectInput,
    output: done.extend({ project }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    access: 'admin',
    summary: 'Delete a project',
    params: idParams,
    output: done,
  }),
};
