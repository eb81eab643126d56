/** Namespace 'profile-edit' in Bangla (mirrors locales/en/profile-edit.ts). */
import type en from '../en/profile-edit';
import type { Translation } from '../translation';
export default {
  outboxLabel: 'প্রোফাইল হালনাগাদ',
} satisfies Translation<typeof en>;
