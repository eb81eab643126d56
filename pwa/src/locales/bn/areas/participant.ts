/** Namespace 'participant' in Bangla (mirrors locales/en/areas/participant.ts). */
import type en from '../../en/areas/participant';
import type { Translation } from '../../translation';
export default {
  loading: 'লোড হচ্ছে...',
  title: 'অংশগ্রহণকারীর ড্যাশবোর্ড',
  welcome: 'আবার স্বাগতম, {{name}}!',
  subtitle: 'যেসব ইভেন্টে নিবন্ধন করেছেন, সেগুলোর খবর রাখুন।',
  access: {
    unauthorizedTitle: 'অনুমতি নেই',
    unauthorizedText: 'আপনি লগআউট হয়ে গেছেন। আবার লগইন করা হচ্ছে...',
  },
  notOnPhone: 'এই ফোনে এখনো নেই — আপনার নিবন্ধনগুলো দেখতে একবার ইন্টারনেটে যুক্ত হোন',
  offline: 'অফলাইন — এই ডিভাইসে শেষবার লোড হওয়া নিবন্ধনগুলো দেখানো হচ্ছে; এগুলো পুরোনো হতে পারে।',
  stats: {
    label: 'সংখ্যায় আপনার নিবন্ধন',
    total: 'মোট নিবন্ধন',
    upcoming: 'আসন্ন ইভেন্ট',
    completed: 'সম্পন্ন ইভেন্ট',
  },
  upcoming: {
    title: 'আসন্ন ইভেন্ট',
    empty: 'কোনো আসন্ন ইভেন্ট নেই। যোগ দেওয়ার মতো একটি খুঁজে নিন!',
    browse: 'ইভেন্ট দেখুন',
    when: '{{date}} · {{time}}',
  },
  profile: {
    title: 'প্রোফাইলের তথ্য',
    name: 'নাম',
    email: 'ইমেইল',
    phone: 'ফোন',
    role: 'ভূমিকা',
    notProvided: 'দেওয়া হয়নি',
    roles: {
      participant: 'অংশগ্রহণকারী',
      applicant: 'আবেদনকারী',
      member: 'সদস্য',
      admin: 'অ্যাডমিন',
      super_admin: 'সুপার অ্যাডমিন',
    },
  },
  registrations: {
    title: 'আমার নিবন্ধন',
    event: 'ইভেন্ট',
    date: 'তারিখ',
    status: 'অবস্থা',
    registeredOn: 'নিবন্ধনের তারিখ',
    registeredAt: 'নিবন্ধন: {{date}}',
    eventGone: 'ইভেন্ট পাওয়া যায়নি',
    emptyTitle: 'এখনো কোনো নিবন্ধন নেই',
    emptyText: 'কোনো ইভেন্টে নিবন্ধন করলে তা এখানে দেখা যাবে।',
    browse: 'ইভেন্ট দেখুন',
  },
  status: {
    pending: 'অপেক্ষমাণ',
    confirmed: 'নিশ্চিত',
    cancelled: 'বাতিল',
  },
  dateFormat: 'd MMM, yyyy',
} satisfies Translation<typeof en>;
