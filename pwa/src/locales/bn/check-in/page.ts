/** Namespace 'check-in' (the /check-in page) in Bangla (mirrors locales/en/check-in/page.ts). */
import type en from '../../en/check-in/page';
import type { Translation } from '../../translation';
export default {
  title: 'চেক-ইন',
  loading: 'লোড হচ্ছে...',
  access: {
    unauthorizedTitle: 'অনুমতি নেই',
    unauthorizedText: 'আপনি লগআউট হয়ে গেছেন। আবার লগইন করা হচ্ছে...',
    deniedTitle: 'চেক-ইন স্বেচ্ছাসেবকদের জন্য',
    deniedText: 'শুধু অ্যাডমিন আর চেক-ইনের অনুমতি পাওয়া স্বেচ্ছাসেবকেরা এই পাতা ব্যবহার করতে পারেন। ইউজার ম্যানেজমেন্ট থেকে অনুমতি দিতে একজন অ্যাডমিনকে বলুন।',
  },
  event: {
    label: 'ইভেন্ট',
    choose: 'একটি ইভেন্ট বেছে নিন',
    none: 'কোনো আসন্ন বা চলমান ইভেন্ট নেই।',
    download: 'তালিকা ডাউনলোড',
    refresh: 'রিফ্রেশ',
    downloading: 'ডাউনলোড হচ্ছে...',
    downloaded: 'ডাউনলোড হয়েছে {{time}}',
    notDownloaded: 'চেক-ইন করাতে অংশগ্রহণকারীদের তালিকা ডাউনলোড করুন; তারপর ইন্টারনেট ছাড়াই কাজ করবে।',
    downloadFailed: 'তালিকা ডাউনলোড করা যায়নি',
    needsConnection: 'ইন্টারনেট সংযোগ লাগবে',
  },
  count: '{{checkedIn}} / {{expected}} জনের চেক-ইন হয়েছে',
  countLabel: 'চেক-ইন হয়েছে / মোট প্রত্যাশিত',
  manual: {
    label: 'টিকিট কোড',
    placeholder: 'কোডটি লিখুন বা পেস্ট করুন',
    submit: 'চেক-ইন',
  },
  search: {
    label: 'নাম দিয়ে খুঁজুন',
    placeholder: 'নাম বা দল',
    noMatch: 'তালিকায় কারও সাথে মিলছে না।',
    checkIn: '{{name}}-এর চেক-ইন করুন',
    statuses: { pending: 'অপেক্ষমাণ', confirmed: 'নিশ্চিত', cancelled: 'বাতিল', waitlisted: 'অপেক্ষমাণ তালিকায়' },
  },
  camera: {
    start: 'ক্যামেরায় স্ক্যান',
    stop: 'ক্যামেরা বন্ধ',
    starting: 'ক্যামেরা চালু হচ্ছে...',
    failed: 'ক্যামেরা চালু করা যায়নি। এর বদলে কোডটি লিখুন বা নাম দিয়ে খুঁজুন।',
    video: 'ক্যামেরার দৃশ্য',
  },
  result: {
    ok: 'চেক-ইন হয়েছে',
    unknown: 'অচেনা টিকিট',
    cancelled: 'নিবন্ধন বাতিল হয়েছে',
    waitlisted: 'অপেক্ষমাণ তালিকায় আছেন, প্রবেশের অনুমতি নেই',
    already: '{{time}}-এ আগেই চেক-ইন হয়েছে',
    dismiss: 'পরের জন',
  },
  scans: {
    heading: 'এই ডিভাইসে স্ক্যান করা',
    empty: 'এই ডিভাইসে এখনো কোনো চেক-ইন হয়নি।',
    undo: 'শেষটি ফেরান',
    undone: '{{name}}-এর চেক-ইন ফেরানো হয়েছে',
    states: {
      queued: 'পাঠানোর অপেক্ষায়',
      checked_in: 'চেক-ইন হয়েছে',
      duplicate: 'দুবার স্ক্যান: অন্য ডিভাইসে {{time}}-এ প্রথম চেক-ইন হয়েছে',
      refused: 'গ্রহণ করা হয়নি: {{message}}',
    },
  },
  refused: 'সার্ভার এই চেক-ইন গ্রহণ করেনি।',
  conflicts: {
    heading: 'গরমিল (একাধিকবার স্ক্যান করা)',
    none: 'কোনো গরমিল নেই।',
    failed: 'গরমিলের তালিকা লোড করা যায়নি',
    reload: 'আবার লোড করুন',
    scan: '{{time}}, ডিভাইস {{device}} {{who}}',
  },
  outbox: {
    checkIn: '{{name}}-এর চেক-ইন',
    undo: '{{name}}-এর চেক-ইন ফেরানো',
  },
} satisfies Translation<typeof en>;
