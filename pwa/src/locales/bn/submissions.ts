/** Namespace 'submissions' in Bangla (mirrors locales/en/submissions.ts). */
import type en from '../en/submissions';
import type { Translation } from '../translation';
export default {
  writes: {
    project: 'প্রকল্প: {{title}}',
    article: 'লেখা: {{title}}',
    image: 'ছবি: {{title}}',
  },
} satisfies Translation<typeof en>;
