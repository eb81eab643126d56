/** Namespace 'submissions' in Bangla (mirrors locales/en/submissions.ts). */
import type en from '../en/submissions';
import type { Translation } from '../translation';
export default {
  delivered: {
    project: 'প্রকল্প জমা হয়েছে',
    article: 'লেখা জমা হয়েছে',
    image: 'ছবি আপলোড হয়েছে',
  },
  writes: {
    project: 'প্রকল্প: {{title}}',
    article: 'লেখা: {{title}}',
    image: 'ছবি: {{title}}',
  },
} satisfies Translation<typeof en>;
