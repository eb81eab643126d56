/** Namespace 'messages-sent' in Bangla (mirrors locales/en/admin/messages-sent.ts). */
import type en from '../../en/admin/messages-sent';
import type { Translation } from '../../translation';
export default {
  title: 'পাঠানো বার্তা',
  filter: 'কোন বার্তাগুলো',
  all: 'সব',
  failed: 'ব্যর্থ',
  empty: 'এখনো কিছু পাঠানো হয়নি',
  emptyFailed: 'কোনো বার্তা ব্যর্থ হয়নি',
  more: 'আরও দেখুন',
  status: {
    pending: 'অপেক্ষমাণ',
    sent: 'পাঠানো হয়েছে',
    failed: 'ব্যর্থ',
    skipped: 'বন্ধ করা',
  },
  channel: {
    push: 'পুশ',
    email: 'ই-মেইল',
  },
  created: 'তৈরি {{time}}',
  sentAt: 'পাঠানো {{time}}',
  dueAt: 'যাবে {{time}}',
  attempts: 'চেষ্টা: {{count}}',
  resend: 'আবার পাঠান',
  resendLabel: '{{recipient}}-কে "{{kind}}" বার্তাটি আবার পাঠান',
  dateTimeFormat: 'd MMM, yyyy, h:mm a',
  kinds: {
    application: { decided: 'আবেদনের সিদ্ধান্ত' },
    registration: {
      confirmed: 'রেজিস্ট্রেশন নিশ্চিত',
      cancelled: 'রেজিস্ট্রেশন বাতিল',
      promoted: 'অপেক্ষমাণ তালিকা থেকে জায়গা পেয়েছেন',
    },
    event: {
      changed: 'ইভেন্টে পরিবর্তন',
      cancelled: 'ইভেন্ট বাতিল',
      reminder: 'ইভেন্টের রিমাইন্ডার',
    },
    submission: { decided: 'জমা দেওয়া কনটেন্টের সিদ্ধান্ত' },
    profile: { approved: 'প্রোফাইলের পরিবর্তন অনুমোদিত' },
    notice: { urgent: 'জরুরি নোটিশ' },
    admin: { digest: 'অ্যাডমিনের সারসংক্ষেপ' },
  },
  mailKinds: {
    'password-reset': 'পাসওয়ার্ড নতুন করার লিংক',
    'password-reset-provider': 'পাসওয়ার্ড নতুন করা (প্রোভাইডার দিয়ে সাইন ইন)',
    'verify-email': 'ই-মেইল নিশ্চিত করার লিংক',
    registration: 'টিকিটসহ রেজিস্ট্রেশন',
    'registration-replaced': 'রেজিস্ট্রেশন প্রতিস্থাপিত',
    'registration-released': 'রেজিস্ট্রেশন ছেড়ে দেওয়া (সময়মতো নিশ্চিত হয়নি)',
  },
  toast: {
    resent: 'বার্তাটি আবার পাঠানো হবে',
    resendFailed: 'বার্তাটি আবার পাঠানো যায়নি',
  },
} satisfies Translation<typeof en>;
