/**
 * The admins' review of what members submit: everything waiting, and the decisions. A team
 * profile is decided at the version the admin reviewed (`revisionId`); its routes are registered
 * before the general ones. A rejection may carry a reason, which the author is told (a body
 * is optional: without one the author is told where to look instead).
 */
import { z } from '../zod';
import { id } from '../schemas/common';
import { contentType, galleryImage, newsArticle, project, rejectionInput } from '../schemas/content';
import { pendingMember, profileDecisionInput } from '../schemas/members';
import { endpoint } from './endpoint';
import { done, idParams } from './common';

const decisionParams = z.object({ type: contentType, id });

export const moderationApi = {
  pending: endpoint({
    method: 'GET',
    path: '/api/pending-content',
    access: 'admin',
    summary: 'Everything waiting for review, oldest first (team profiles: new ones and edits)',
    output: z.object({ projects: z.array(project), news: z.array(newsArticle), members: z.array(pendingMember), gallery: z.array(galleryImage) }),
  }),
  approveProfile: endpoint({
    method: 'POST',
    path: '/api/approve-content/member/:id',
    access: 'admin',
    summary: 'Approve a team profile (or its edit) at the version reviewed',
    params: idParams,
    input: profileDecisionInput,
    output: done,
  }),
  rejectProfile: endpoint({
    method: 'POST',
    path: '/api/reject-content/member/:id',
    access: 'admin',
    summary: 'Reject a team profile (or its edit) at the version reviewed',
    params: idParams,
    input: profileDecisionInput,
    output: done,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/approve-content/:type/:id',
    access: 'admin',
    summary: 'Approve a pending project, article (published) or image',
    params: decisionParams,
    output: done,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/reject-content/:type/:id',
    access: 'admin',
    summary: 'Reject a pending project, article or image, with an optional reason told to its author',
    params: decisionParams,
    input: rejectionInput,
    output: done,
  }),
};
