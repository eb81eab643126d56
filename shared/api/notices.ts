/** The notice board: the banner's notices (anyone) and the admins' notices. */
import { z } from '../zod';
import { notice, noticeInput } from '../schemas/notices';
import { endpoint } from './endpoint';
import { done, idParams } from './common';

export const noticesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/notices',
    access: 'anyone',
    summary: 'The notices the caller may see: for the banner (?active=true, or anyone but an admin) those in their window; admins otherwise all',
    // Any other value of `active` is no filter, as it always was.
    query: z.object({ active: z.literal('true').optional().catch(undefined) }),
    output: z.array(notice),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/notices',
    access: 'admin',
    summary: 'Create a notice',
    input: noticeInput,
    output: done.extend({ notice }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/notices/:id',
    access: 'admin',
    summary: 'Save a notice',
    params: idParams,
    input: noticeInput,
    output: done.extend({ notice }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notices/:id',
    access: 'admin',
    summary: 'Delete a notice',
    params: idParams,
    output: done,
  }),
};
