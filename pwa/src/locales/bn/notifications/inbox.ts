/** Namespace 'notifications' in Bangla (mirrors locales/en/notifications/inbox.ts). */
import type en from '../../en/notifications/inbox';
import type { Translation } from '../../translation';
export default {
  title: 'নোটিফিকেশন',
  loading: 'লোড হচ্ছে...',
  empty: 'এখনো কোনো নোটিফিকেশন নেই। আপনার জন্য কিছু হলে এখানে দেখা যাবে।',
  neverLoaded: 'এই ফোনে এখনো নেই — আপনার নোটিফিকেশন দেখতে একবার ইন্টারনেটে যুক্ত হোন',
  offline: 'অফলাইন — এই ফোনে শেষবার যেমন লোড হয়েছিল তেমন দেখানো হচ্ছে। আবার অনলাইনে এলে নতুনগুলো আসবে।',
  failed: 'আপনার নোটিফিকেশন লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  new: 'নতুন',
  access: {
    unauthorizedTitle: 'অনুমতি নেই',
    unauthorizedText: 'আপনি লগআউট হয়ে গেছেন। আবার লগইন করা হচ্ছে...',
  },
} satisfies Translation<typeof en>;
