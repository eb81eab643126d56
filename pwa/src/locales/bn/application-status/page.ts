/** Namespace 'application-status' in Bangla (mirrors locales/en/application-status.ts). */
import type en from '../../en/application-status/page';
import type { Translation } from '../../translation';
export default {
  title: 'আবেদনের অবস্থা',
  subtitle: 'ক্লাবের সদস্য হওয়ার জন্য আপনার আবেদনের অগ্রগতি দেখুন।',
  loading: 'লোড হচ্ছে...',
  denied: {
    title: 'প্রবেশাধিকার নেই',
    text: 'এই পাতাটি শুধু সদস্যপদের সিদ্ধান্তের অপেক্ষায় থাকা আবেদনকারীদের জন্য। যে অ্যাকাউন্ট দিয়ে আবেদন করেছেন, সেটি দিয়ে লগইন করুন।',
    login: 'লগইন করুন',
  },
  statusLabel: 'অবস্থা:',
  status: {
    pending: 'অপেক্ষমাণ',
    approved: 'অনুমোদিত',
    rejected: 'প্রত্যাখ্যাত',
  },
  message: {
    pending: 'আপনার আবেদনটি যাচাই করা হচ্ছে। ক্লাবের টিম শিগগিরই সিদ্ধান্ত নেবে, আর ফলাফল এই পাতায় দেখা যাবে।',
    approved: 'অভিনন্দন, আপনার আবেদন অনুমোদিত হয়েছে! কিছুক্ষণের মধ্যেই আপনার অ্যাকাউন্টটি সদস্য অ্যাকাউন্টে উন্নীত করা হবে।',
    rejected: 'এবার আপনার আবেদনটি গৃহীত হয়নি। পরে আবার আবেদন করতে পারেন।',
  },
  dates: {
    applied: 'আবেদনের তারিখ',
    approved: 'অনুমোদনের তারিখ',
    notYet: 'এখনো হয়নি',
    format: 'd MMM, yyyy',
  },
  details: {
    title: 'আপনার তথ্য',
    name: 'নাম',
    email: 'ইমেইল',
    phone: 'ফোন',
    age: 'বয়স',
    address: 'ঠিকানা',
    motivation: 'যোগ দেওয়ার কারণ',
    notProvided: 'দেওয়া হয়নি',
  },
  cta: {
    approvedTitle: 'ক্লাবে আপনাকে স্বাগতম!',
    approvedText: 'অ্যাকাউন্ট উন্নীত হওয়ার ফাঁকে দেখে নিন ক্লাব এখন কী কী করছে।',
    home: 'হোমে যান',
    pendingTitle: 'অপেক্ষার সময়ে',
    pendingText: 'ক্লাবকে জানুন: সদস্যরা কী নিয়ে কাজ করছেন দেখুন আর সর্বশেষ খবর পড়ুন।',
    projects: 'আমাদের প্রকল্প',
    news: 'সর্বশেষ খবর',
  },
} satisfies Translation<typeof en>;
