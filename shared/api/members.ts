/** The team: its published profiles, and each member's own profile. */
import { z } from '../zod';
import { member, memberProfileInput, ownProfile } from '../schemas/members';
import { endpoint } from './endpoint';
import { listPageQuery, listDelta, nextCursor } from './list-pages';
import { done, userParams } from './common';

export const membersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/members',
    access: 'anyone',
    summary:
      'The team profiles the caller may see (admins: pending ones too): an array, or in pages { members, nextCursor } (?limit, ?cursor, ?q; ?since= what changed after a version)',
    query: listPageQuery,
    output: z.union([z.array(member), z.object({ members: z.array(member), nextCursor, ...listDelta })]),
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

/** The profiles of a members list answer: the whole list is an array, a page `{ members, nextCursor }`. */
export const membersOf = <M>(answer: M[] | { members: M[] }): M[] => (Array.isArray(answer) ? answer : answer.members);
