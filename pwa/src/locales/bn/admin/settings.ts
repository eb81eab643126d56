/** Namespace 'settings' in Bangla (mirrors locales/en/admin/settings.ts). */
import type en from '../../en/admin/settings';
import type { Translation } from '../../translation';
export default {
  title: 'সিস্টেম সেটিংস',
  general: 'সাইট',
  behaviour: 'সাইটের আচরণ',
  contact: 'যোগাযোগের তথ্য',
  social: 'সোশ্যাল লিংক',
  socialHint: 'পুরো https:// লিংক দিন; লুকাতে চাইলে ফাঁকা রাখুন।',
  fields: {
    siteName: 'সাইটের নাম',
    siteDescription: 'সাইটের বিবরণ',
    contactEmail: 'যোগাযোগের ইমেইল',
    contactPhone: 'যোগাযোগের ফোন',
    address: 'ঠিকানা',
    maintenanceMode: 'রক্ষণাবেক্ষণ মোড (শুধু অ্যাডমিনরা পরিবর্তন করতে পারবেন)',
    allowRegistrations: 'নিবন্ধন চালু রাখুন (যোগদান ও ইভেন্ট নিবন্ধন)',
    maxFileSize: 'ফাইলের সর্বোচ্চ আকার (MB, ১–১০০)',
    facebookUrl: 'Facebook URL',
    whatsappUrl: 'WhatsApp URL',
    telegramUrl: 'Telegram URL',
    linkedinUrl: 'LinkedIn URL',
  },
  cancel: 'বাতিল',
  save: 'সেটিংস সংরক্ষণ করুন',
  saving: 'সংরক্ষণ হচ্ছে...',
  toast: {
    saved: 'সিস্টেম সেটিংস হালনাগাদ হয়েছে',
    failed: 'সিস্টেম সেটিংস হালনাগাদ করা যায়নি',
  },
} satisfies Translation<typeof en>;
