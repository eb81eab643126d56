/** Namespace 'notices' in Bangla (mirrors locales/en/notices.ts). */
import type en from '../en/notices';
import type { Translation } from '../translation';
export default {
  region: 'নোটিশ',
  learnMore: 'বিস্তারিত',
  previous: 'আগের নোটিশ',
  next: 'পরের নোটিশ',
  counter: '{{n}}/{{total}}',
  counterLabel: '{{total}}টির মধ্যে {{n}} নম্বর নোটিশ',
  dismiss: 'নোটিশ বন্ধ করুন',
  showLess: 'কম দেখান',
  opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  priority: {
    urgent: 'জরুরি',
    high: 'বেশি',
    medium: 'মাঝারি',
    low: 'কম',
  },
  type: {
    urgent: 'জরুরি',
    event: 'ইভেন্ট',
    announcement: 'ঘোষণা',
    info: 'তথ্য',
    general: 'সাধারণ',
    reminder: 'মনে করিয়ে দেওয়া',
    deadline: 'শেষ তারিখ',
  },
} satisfies Translation<typeof en>;
