/** Namespace 'notifications' in Bangla (mirrors locales/en/notifications/bell.ts). */
import type en from '../../en/notifications/bell';
import type { Translation } from '../../translation';
export default {
  bell: 'নোটিফিকেশন',
  bellUnread: 'নোটিফিকেশন, {{count}}টি পড়া হয়নি',
  writes: {
    read: 'নোটিফিকেশন পড়া হয়েছে বলে চিহ্নিত করা',
  },
} satisfies Translation<typeof en>;
