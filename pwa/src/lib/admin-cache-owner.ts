/**
 * Whose admin copies are read and written (lib/admin-query.ts): lib/auth.tsx tells it who is
 * signed in. A module of its own, so the shell's sign-in does not carry the admin area's reads.
 */
let currentUserId: number | null = null;

export function setAdminCacheOwner(userId: number | null): void {
  currentUserId = userId;
}

export const adminCacheOwner = (): number | null => currentUserId;
