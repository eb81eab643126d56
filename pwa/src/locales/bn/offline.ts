/** Namespace 'offline' in Bangla (mirrors locales/en/offline.ts). */
import type en from '../en/offline';
import type { Translation } from '../translation';
export default {
  queued: {
    title: 'সংরক্ষিত হয়েছে — আবার অনলাইনে এলে পাঠানো হবে',
  },
  indicator: {
    online: 'অনলাইন',
    offline: 'অফলাইন',
    waiting_one: '{{count}}টি অপেক্ষায়',
    waiting_other: '{{count}}টি অপেক্ষায়',
    allSent: 'সব পাঠানো হয়েছে',
    label_one: '{{state}}। {{count}}টি তথ্য পাঠানোর অপেক্ষায়। সিঙ্ক প্যানেল খুলুন।',
    label_other: '{{state}}। {{count}}টি তথ্য পাঠানোর অপেক্ষায়। সিঙ্ক প্যানেল খুলুন।',
  },
  sync: {
    title: 'সিঙ্ক',
    intro: 'এই ডিভাইসে করা পরিবর্তনগুলো সার্ভারে না পৌঁছানো পর্যন্ত এখানে রাখা থাকে।',
    empty: 'পাঠানোর অপেক্ষায় কিছু নেই।',
    lastRefresh: 'শেষ রিফ্রেশ: {{time}}',
    neverRefreshed: 'এখনো সার্ভার থেকে রিফ্রেশ হয়নি।',
    attempts_one: '{{count}} বার চেষ্টা',
    attempts_other: '{{count}} বার চেষ্টা',
    networkError: 'সংযোগ নেই',
    retry: 'আবার চেষ্টা',
    discard: 'বাদ দিন',
    close: 'বন্ধ করুন',
    status: {
      pending: 'অপেক্ষায়',
      sending: 'পাঠানো হচ্ছে',
      failed: 'ব্যর্থ',
      done: 'পাঠানো হয়েছে',
    },
    cannotRetry: '৩০ দিনেরও আগে সার্ভার এটি ফিরিয়ে দিয়েছে: এর বিষয়বস্তু আর রাখা নেই, তাই আবার চেষ্টা করা যাবে না।',
    passwordTitle: 'পাসওয়ার্ড দরকার',
    passwordText: 'আপনার নিরাপত্তার জন্য “{{label}}”-এর পাসওয়ার্ড এই ডিভাইসে রাখা হয়নি। আবেদনটি পাঠাতে পাসওয়ার্ড আবার লিখুন।',
    passwordLabel: 'পাসওয়ার্ড',
    passwordSend: 'আবার পাঠান',
    discardTitle: 'এটি বাদ দেবেন?',
    discardText: '“{{label}}” এই ডিভাইস থেকে মুছে যাবে, আর কখনো পাঠানো হবে না।',
    cancel: 'বাতিল',
  },
  failure: {
    title: 'পাঠানো যায়নি: {{label}}',
    fallback: 'সার্ভার এটি গ্রহণ করেনি।',
  },
  update: {
    prompt: 'নতুন সংস্করণ এসেছে — <reload>রিলোড করুন</reload>',
    dismiss: 'পরে',
    confirmTitle: 'এখনই রিলোড করবেন?',
    confirmText: 'এই পাতার একটি ফর্মে এমন তথ্য আছে যা এখনো পাঠানো হয়নি। রিলোড করলে তা মুছে যাবে।',
    confirmReload: 'তবুও রিলোড করুন',
    cancel: 'বাতিল',
  },
  notLoaded: {
    failed: 'এই মুহূর্তে এটি লোড করা যায়নি।',
    retry: 'আবার চেষ্টা করুন',
  },
  install: {
    button: 'অ্যাপ ইনস্টল করুন',
  },
  time: {
    format: 'd MMM, yyyy, h:mm a',
  },
} satisfies Translation<typeof en>;
