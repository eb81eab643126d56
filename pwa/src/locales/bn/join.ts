/** Namespace 'join' in Bangla: the Sync panel's label (mirrors locales/en/join.ts). */
import type en from '../en/join';
import type { Translation } from '../translation';

export default {
  outboxLabel: 'যোগদানের আবেদন: {{email}}',
} satisfies Translation<typeof en>;
