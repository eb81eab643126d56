/** Namespace 'contact' in Bangla: the Sync panel's label (mirrors locales/en/contact.ts). */
import type en from '../en/contact';
import type { Translation } from '../translation';

export default {
  outboxLabel: 'যোগাযোগের বার্তা: {{subject}}',
} satisfies Translation<typeof en>;
