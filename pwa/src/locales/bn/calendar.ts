/** Namespace 'calendar' in Bangla (mirrors locales/en/calendar.ts). */
import type en from '../en/calendar';
import type { Translation } from '../translation';
export default {
  addToCalendar: 'ক্যালেন্ডারে যোগ করুন',
  addToCalendarLabel: '{{title}} আপনার ক্যালেন্ডারে যোগ করুন',
  feed: {
    title: 'ক্যালেন্ডার ফিড',
    help: 'যেসব ইভেন্টে আপনি নিবন্ধন বা আরএসভিপি করেছেন, সেগুলো দেখতে Google Calendar, Apple Calendar বা Outlook-এ এই ব্যক্তিগত ঠিকানাটি সাবস্ক্রাইব করুন। ঠিকানাটি যার কাছে থাকবে, সে-ই ইভেন্টগুলো দেখতে পাবে।',
    none: 'আপনার এখনো কোনো ক্যালেন্ডার ফিড নেই।',
    urlLabel: 'আপনার ক্যালেন্ডার ফিডের ঠিকানা',
    create: 'ফিডের ঠিকানা তৈরি করুন',
    renew: 'নতুন ঠিকানা',
    copy: 'কপি',
    copied: 'ঠিকানা কপি হয়েছে',
    copyFailed: 'কপি করা যায়নি। ঠিকানাটি সিলেক্ট করা আছে: নিজে কপি করে নিন।',
    revoke: 'প্রত্যাহার করুন',
    revokeTitle: 'ক্যালেন্ডার ফিড প্রত্যাহার করবেন?',
    revokeText: 'এই ঠিকানায় সাবস্ক্রাইব করা ক্যালেন্ডারগুলো আর আপনার ইভেন্ট পাবে না। পরে নতুন ঠিকানা তৈরি করতে পারবেন।',
    revokeConfirm: 'হ্যাঁ, প্রত্যাহার করুন',
    renewTitle: 'নতুন ঠিকানা তৈরি করবেন?',
    renewText: 'বর্তমান ঠিকানাটি আর কাজ করবে না: এতে সাবস্ক্রাইব করা ক্যালেন্ডারগুলো আর আপনার ইভেন্ট পাবে না।',
    renewConfirm: 'নতুন ঠিকানা তৈরি করুন',
    keep: 'রেখে দিন',
    created: 'ক্যালেন্ডার ফিডের ঠিকানা তৈরি হয়েছে',
    revoked: 'ক্যালেন্ডার ফিড প্রত্যাহার করা হয়েছে',
    queued: 'এই ডিভাইসে সংরক্ষিত হয়েছে: আবার অনলাইনে এলে পাঠানো হবে।',
    failed: 'ক্যালেন্ডার ফিড বদলানো যায়নি',
    tryAgain: 'আবার চেষ্টা করুন।',
    needsConnection: 'ইন্টারনেট সংযোগ দরকার।',
    loading: 'লোড হচ্ছে…',
  },
  writes: {
    createFeed: 'ক্যালেন্ডার ফিড তৈরি',
    revokeFeed: 'ক্যালেন্ডার ফিড প্রত্যাহার',
  },
} satisfies Translation<typeof en>;
