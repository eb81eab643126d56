import type { Member } from '../../../shared/schemas/members';
import { toIso } from '../lib/time';

export type MemberRow = Record<string, any> & { id: number };

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
