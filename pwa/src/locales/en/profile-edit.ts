/**
 * Namespace 'profile-edit', the part every page needs: the Sync panel label of a queued profile update. The rest loads with the
 * dashboards (locales/en/areas/profile-edit.ts, lib/i18n-areas.ts).
 */
export default {
  outboxLabel: 'Profile update',
};
