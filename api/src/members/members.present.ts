import type { Knex } from 'knex';
import type { ListLoader } from '../lib/list-cache';
import { membersPolicy } from '../policies/members.policy';
import { membersRepo, type MemberRow } from './members.repo';
import {
  type Member,
  type OwnProfile,
  type PendingMember,
  PROFILE_FIELDS,
  type ProfileChange,
  type ProfileField,
  type ProfileReviewStatus,
} from '../../../shared/schemas/members';
import { toIso } from '../lib/time';

export type { MemberRow };
import type { ListPaging } from '../lib/list-pages';
import { OLDEST_FIRST } from '../../../shared/list-order';

export const presentMember = (m: MemberRow): Member => ({
  id: m.id,
  userId: m.user_id ?? null,
  name: m.name,
  username: m.username ?? null,
  role: m.role ?? null,
  position: m.position ?? null,
  bio: m.bio ?? null,
  profileImageUrl: m.profile_image_url ?? null,
  status: m.status,
  email: m.email ?? null,
  website: m.website ?? null,
  social: { linkedin: m.linkedin ?? null, facebook: m.facebook ?? null },
  createdAt: toIso(m.created_at)!,
  updatedAt: toIso(m.updated_at)!,
  createdBy: m.created_by ?? null,
  approvedBy: m.approved_by ?? null,
});

/** The API name of each editable field and its column. */
const FIELD_COLUMN: Record<ProfileField, string> = {
  name: 'name',
  username: 'username',
  bio: 'bio',
  website: 'website',
  profileImageUrl: 'profile_image_url',
  position: 'position',
  linkedin: 'linkedin',
  facebook: 'facebook',
  email: 'email',
};

/** The fields an edit changes on a profile: each with the published value and the new one. */
export function profileChanges(current: Record<string, unknown>, next: Record<string, unknown>): ProfileChange[] {
  const value = (v: unknown) => (v == null || v === '' ? null : String(v));
  return PROFILE_FIELDS.flatMap((field) => {
    const from = value(current[FIELD_COLUMN[field]]);
    const to = value(next[FIELD_COLUMN[field]]);
    return from === to ? [] : [{ field, from, to }];
  });
}

/** The owner's view: the profile with its pending edit shown in place. */
export const presentOwnProfile = (row: MemberRow, pending: Record<string, unknown> | undefined, reviewStatus: ProfileReviewStatus): OwnProfile => ({
  ...presentMember(pending ? { ...row, ...pending } : row),
  reviewStatus,
  changes: pending ? profileChanges(row, pending) : [],
});

/**
 * A profile in the admins' review list: new, or an edit (new values shown, status pending), with
 * the revision an approve or reject of it names.
 */
export function presentPendingMember(row: MemberRow, edit?: { columns: Record<string, unknown>; submittedAt: string }): PendingMember {
  const revisionId = Number(row.revision);
  if (!edit) return { ...presentMember(row), kind: 'new', changes: [], submittedAt: toIso(row.created_at)!, revisionId };
  return {
    ...presentMember({ ...row, ...edit.columns, status: 'pending' }),
    kind: 'edit',
    changes: profileChanges(row, edit.columns),
    submittedAt: toIso(edit.submittedAt)!,
    revisionId,
  };
}

/** How /api/members pages: in the order people joined; `q` in the name, username, role, position and bio. A whole list stays an array. */
export const membersPaging: ListPaging<Member> = {
  rows: (whole) => whole as Member[],
  answer: (members, nextCursor) => (nextCursor === undefined ? members : { members, nextCursor }),
  order: OLDEST_FIRST,
  text: (m) => [m.name, m.username, m.role, m.position, m.bio],
};

/** The team profiles an audience sees (members.policy.ts): an array. */
export const loadMembersList =
  (db: Knex): ListLoader =>
  async (audience, ids) =>
    (await membersRepo.list(db, membersPolicy.visibleProfiles(audience), ids)).map(presentMember);
