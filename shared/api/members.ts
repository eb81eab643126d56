/** The team: its published profiles, and each member's own profile. */
import { z } from '../zod';
import { member, memberProfileInput, ownProfile } from '../schemas/members';
import { endpoint } from './endpoint';
import { done, userParams } from './common';

export const membersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/members',
    access: 'anyone',
    summary: 'The team profiles the caller may see (admins: pending ones too)',
    output: z.array(member),
  }),
  ownProfile: endpoint({
    method: 'GET',
    path: '/api/member-profile/user/:userId',
    access: 'signedIn',
    summary: "A member's own team profile, its pending edit in place (the owner or an admin)",
    params: userParams,
    output: ownProfile,
  }),
  saveOwnProfile: endpoint({
    method: 'PUT',
    path: '/api/member-profile/user/:userId',
    access: 'signedIn',
    summary: 'Save your own team profile (an edit of a published one waits for review)',
    params: userParams,
    input: memberProfileInput,
    output: done.extend({ profile: ownProfile }),
  }),
};
